import { z } from 'zod';
import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { auditLogEntrySchema, auditLogQuerySchema } from './audit-entry';

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
