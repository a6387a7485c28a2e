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

/** The filters of the Audit Log page and of its CSV export: each optional, all of them together. */
export const auditLogFiltersSchema = z.object({
  /** The user's name, exactly (as listed), e.g. 'admin' or 'system'. */
  username: shortText().trim().optional(),
  action: shortText().trim().optional(),
  entity: shortText().trim().optional(),
  /** From this instant (inclusive), ISO-8601. */
  from: z.iso.datetime({ offset: true }).max(40).optional(),
  /** Up to this instant (exclusive), ISO-8601. */
  to: z.iso.datetime({ offset: true }).max(40).optional(),
});
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;

export const AUDIT_LOG_PAGE_SIZE = 50;

export const auditLogQuerySchema = auditLogFiltersSchema.extend({
  limit: limitField(AUDIT_LOG_PAGE_SIZE, PAGINATION.maxListLimit),
  offset: offsetField(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogMetaSchema = z.object({
  pagination: z.object({ limit: z.number().int(), offset: z.number().int(), total: z.number().int() }),
});

export const auditLogExportLinkSchema = z.object({ url: z.string(), expires_at: isoDateTime });

/** What the filters offer: the names, actions and entities the log holds. */
export const auditLogFacetsSchema = z.object({
  usernames: z.array(z.string()),
  actions: z.array(z.string()),
  entities: z.array(z.string()),
});
export type AuditLogFacets = z.infer<typeof auditLogFacetsSchema>;

export const AUDIT_LOG_MESSAGES = {
  loadFailed: 'Failed to load the audit log',
  exportFailed: 'Failed to export the audit log',
  badRange: 'The end of the range must come after its start',
} as const;
