import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { logEntrySchema, logsQuerySchema } from './log-entry';

export const logEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/logs',
    summary:
      "The server's stored log entries, newest first, for admins (lines name users and addresses); live stream: /ws/logs?token=...",
    tag: 'logs',
    access: 'admin',
    query: logsQuerySchema,
    response: z.array(logEntrySchema),
  }),
};
