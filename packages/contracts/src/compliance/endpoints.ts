import { z } from 'zod';
import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { idParamSchema } from '../core/envelope';
import {
  addDoNotCallRequestSchema,
  DO_NOT_CALL_IMPORT_MAX_CHARS,
  doNotCallEntrySchema,
  doNotCallExportLinkSchema,
  doNotCallExportQuerySchema,
  doNotCallMetaSchema,
  doNotCallQuerySchema,
  importDoNotCallRequestSchema,
  importDoNotCallResultSchema,
} from './do-not-call';

/** A change of the list changes what a campaign may call. */
const AFFECTS = ['jobs'] as const;

export const doNotCallEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/do-not-call',
    summary: `The do-not-call list, newest first, searched by number or reason; pagination beside data ${CHOSEN_PATH_NOTE}`,
    tag: 'do-not-call',
    access: 'viewer',
    query: doNotCallQuerySchema,
    response: z.array(doNotCallEntrySchema),
    meta: doNotCallMetaSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/do-not-call',
    summary: `Put a number on the list (409 when it is on it); no job dials it from now on ${CHOSEN_PATH_NOTE}`,
    tag: 'do-not-call',
    access: 'operator',
    affects: AFFECTS,
    body: addDoNotCallRequestSchema,
    response: doNotCallEntrySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/do-not-call/:id',
    summary: `Take a number off the list; the entry is kept with who removed it and when ${CHOSEN_PATH_NOTE}`,
    tag: 'do-not-call',
    access: 'operator',
    affects: AFFECTS,
    params: idParamSchema,
    response: doNotCallEntrySchema,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/do-not-call/import',
    summary: `Import a CSV of numbers (phone[,reason] per line): all of it, or nothing with the line and reason of the first problem ${CHOSEN_PATH_NOTE}`,
    tag: 'do-not-call',
    access: 'operator',
    affects: AFFECTS,
    body: importDoNotCallRequestSchema,
    // JSON escapes and the envelope around the CSV
    maxBodyBytes: 2 * DO_NOT_CALL_IMPORT_MAX_CHARS,
    response: importDoNotCallResultSchema,
  }),
  exportLink: defineEndpoint({
    method: 'GET',
    path: '/do-not-call/export-link',
    summary: `A signed link (valid 5 minutes) to download the list as CSV ${CHOSEN_PATH_NOTE}`,
    tag: 'do-not-call',
    access: 'viewer',
    query: doNotCallExportQuerySchema,
    response: doNotCallExportLinkSchema,
  }),
};
