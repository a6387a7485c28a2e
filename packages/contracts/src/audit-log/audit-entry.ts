import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { limitField, offsetField, shortText } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';

/** Who changed what, when, from which value to which (sensitive values are stored masked). */
export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string(),
  action: z.string().describe('e.g. update, create, delete, clear'),
  entity: z
    .string()
    .describe('what kind of thing changed: app_config, admin_phone, user, calendar, danger, ...'),
  entity_key: z.string().nullable().describe('which one: the config key, phone, user name or table'),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  created_at: isoDateTime,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogQuerySchema = z.object({
  limit: limitField(PAGINATION.logsLimit, PAGINATION.maxListLimit),
  offset: offsetField(),
  entity: shortText().optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
