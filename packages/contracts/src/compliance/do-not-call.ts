import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { boundedText, FIELD_LIMITS, limitField, offsetField, shortText } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';

/**
 * Where a number on the list came from: added by hand, a CSV import, the person asked during a call, or texted STOP.
 */
export const DO_NOT_CALL_SOURCES = ['manual', 'import', 'call', 'sms'] as const;
export type DoNotCallSource = (typeof DO_NOT_CALL_SOURCES)[number];

/** A number on the do-not-call list. Removed entries are kept, with who removed them and when. */
export const doNotCallEntrySchema = z.object({
  id: z.number().int(),
  /** E.164, e.g. +14165550101. */
  phone: z.string(),
  reason: z.string().nullable(),
  source: z.enum(DO_NOT_CALL_SOURCES),
  /** The call in which the person opted out (source 'call'). */
  source_call_id: z.number().int().nullable(),
  added_by: z.string().nullable(),
  added_at: isoDateTime,
  removed_by: z.string().nullable(),
  removed_at: isoDateTime.nullable(),
});
export type DoNotCallEntry = z.infer<typeof doNotCallEntrySchema>;

/** Rows of the list a page shows. */
export const DO_NOT_CALL_PAGE_SIZE = 20;

export const DO_NOT_CALL_VIEWS = ['active', 'removed', 'all'] as const;
export type DoNotCallView = (typeof DO_NOT_CALL_VIEWS)[number];

export const doNotCallQuerySchema = z.object({
  /** Digits of the number (any part of it) or words of the reason. */
  q: shortText().trim().optional(),
  view: z.enum(DO_NOT_CALL_VIEWS).default('active'),
  limit: limitField(DO_NOT_CALL_PAGE_SIZE, PAGINATION.maxListLimit),
  offset: offsetField(),
});
export type DoNotCallQuery = z.infer<typeof doNotCallQuerySchema>;

export const doNotCallMetaSchema = z.object({
  pagination: z.object({ limit: z.number().int(), offset: z.number().int(), total: z.number().int() }),
});

export const addDoNotCallRequestSchema = z.object({
  phone: boundedText(FIELD_LIMITS.phone).trim().min(1, 'Please enter a phone number'),
  reason: shortText().trim().optional(),
});
export type AddDoNotCallRequest = z.infer<typeof addDoNotCallRequestSchema>;

/** The largest CSV an import takes (about 400,000 numbers with short reasons). */
export const DO_NOT_CALL_IMPORT_MAX_CHARS = 8_000_000;

export const importDoNotCallRequestSchema = z.object({
  /** `phone[,reason]` per line; a first line `phone,reason` is a header. */
  csv: z
    .string()
    .max(DO_NOT_CALL_IMPORT_MAX_CHARS, `The file is larger than ${DO_NOT_CALL_IMPORT_MAX_CHARS} characters`),
});
export type ImportDoNotCallRequest = z.infer<typeof importDoNotCallRequestSchema>;

export const importDoNotCallResultSchema = z.object({
  /** Numbers in the file. */
  total: z.number().int(),
  /** Newly on the list. */
  added: z.number().int(),
  /** On the list already (or twice in the file). */
  already_listed: z.number().int(),
});
export type ImportDoNotCallResult = z.infer<typeof importDoNotCallResultSchema>;

export const doNotCallExportQuerySchema = doNotCallQuerySchema.pick({ q: true, view: true });
export type DoNotCallExportQuery = z.infer<typeof doNotCallExportQuerySchema>;
export const doNotCallExportLinkSchema = z.object({ url: z.string(), expires_at: isoDateTime });

/**
 * What a message to a listed number may still be (the dnc_transactional_allow setting picks among these): messages
 * about a transaction the person made, not marketing. The opt-out's own confirmation is always allowed.
 */
export const DNC_TRANSACTIONAL_PURPOSES = ['booking_confirmation', 'appointment_reminder'] as const;
export type DncTransactionalPurpose = (typeof DNC_TRANSACTIONAL_PURPOSES)[number];

export const DO_NOT_CALL_MESSAGES = {
  added: (phone: string) => `${phone} is on the do-not-call list`,
  removed: (phone: string) => `${phone} was removed from the do-not-call list`,
  alreadyListed: (phone: string) => `${phone} is already on the do-not-call list`,
  notFound: (id: number) => `Do-not-call entry ${id} not found`,
  alreadyRemoved: (phone: string) => `${phone} was already removed from the list`,
  invalidPhone: (value: string) => `'${value}' is not a valid phone number`,
  imported: (result: ImportDoNotCallResult) =>
    `Imported ${result.total} numbers: ${result.added} added, ${result.already_listed} already on the list`,
  importLine: (line: number, reason: string) => `Line ${line}: ${reason}`,
  importEmpty: 'The file holds no phone numbers',
  importTooManyColumns: 'expected phone[,reason]',
  importUnclosedQuote: 'a quoted value is not closed',
  importQuoteFollowedByText: 'a quoted value has more text after its closing quote',
  loadFailed: 'Failed to load the do-not-call list',
  addFailed: 'Failed to add the number',
  removeFailed: 'Failed to remove the number',
  importFailed: 'Failed to import the file',
  exportFailed: 'Failed to export the list',
} as const;
