import { z } from 'zod';
import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import {
  auditLogEntrySchema,
  auditLogExportLinkSchema,
  auditLogFacetsSchema,
  auditLogFiltersSchema,
  auditLogMetaSchema,
  auditLogQuerySchema,
} from './audit-entry';

export const auditLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/audit-log',
    summary: `Who changed settings, users, phones and data, and who played, viewed or exported what: newest first, filtered by user, action, entity and time; pagination beside data ${CHOSEN_PATH_NOTE}`,
    tag: 'audit-log',
    access: 'admin',
    query: auditLogQuerySchema,
    response: z.array(auditLogEntrySchema),
    meta: auditLogMetaSchema,
  }),
  facets: defineEndpoint({
    method: 'GET',
    path: '/audit-log/facets',
    summary: `The user names, actions and entities the audit log holds (the page's filter choices) ${CHOSEN_PATH_NOTE}`,
    tag: 'audit-log',
    access: 'admin',
    response: auditLogFacetsSchema,
  }),
  exportLink: defineEndpoint({
    method: 'GET',
    path: '/audit-log/export-link',
    summary: `A signed link (valid 5 minutes) to download the filtered audit log as CSV ${CHOSEN_PATH_NOTE}`,
    tag: 'audit-log',
    access: 'admin',
    query: auditLogFiltersSchema,
    response: auditLogExportLinkSchema,
  }),
};
