import { z } from 'zod';
import { auditLogEntrySchema, auditLogQuerySchema } from '../audit-log';
import { CHOSEN_PATH_NOTE, defineEndpoint } from '../endpoint';

export const auditLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/audit-log',
    summary: `Who changed settings, users, phones and data, newest first ${CHOSEN_PATH_NOTE}`,
    tag: 'audit-log',
    access: 'admin',
    query: auditLogQuerySchema,
    response: z.array(auditLogEntrySchema),
  }),
};
