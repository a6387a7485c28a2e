import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { limitField, offsetField } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';
import { jobTypeSchema } from '../jobs/job';
import { controlMarkerSchema, liveCallAlertSchema } from './control';

/** Call outcomes as the voice provider reports them; transcript and summary show only for completed calls. */
/**
 * A call's life: claimed for a lead (`dialing`), handed to the provider (`placing`, `queued`, `ringing`,
 * `in-progress`), then `completed` when its end-of-call report came (answered or not: see `answered` and the
 * outcome), `failed` when the provider refused it or no report came, `cancelled` when its job stopped first.
 */
export const CALL_STATUSES = [
  'dialing',
  'placing',
  'queued',
  'ringing',
  'in-progress',
  'completed',
  'no-answer',
  'busy',
  'failed',
  'cancelled',
] as const;
export const callStatusSchema = z.enum(CALL_STATUSES);
export type CallStatus = z.infer<typeof callStatusSchema>;

/**
 * How a warm transfer the lead asked for went: `answered` (the person on duty took the call), `returned` (nobody
 * answered in time: the call went back to the assistant, which offers a callback), `failed` (the transfer broke and
 * the call ended with it).
 */
export const TRANSFER_RESULTS = ['answered', 'returned', 'failed'] as const;
export type TransferResult = (typeof TRANSFER_RESULTS)[number];

export const callTransferSchema = z.object({
  /** E.164. */
  to_number: z.string(),
  /** The roster's name for that number when the call was placed; null when not known. */
  to_name: z.string().nullable(),
  result: z.enum(TRANSFER_RESULTS),
});
export type CallTransfer = z.infer<typeof callTransferSchema>;

export const TRANSFER_RESULT_TEXT: Record<TransferResult, string> = {
  answered: 'answered',
  returned: 'no answer: returned to the assistant',
  failed: 'failed',
};

/** "Transferred to Dana Smith (+14165550123): answered". */
export function transferText(transfer: CallTransfer): string {
  const who = transfer.to_name ? `${transfer.to_name} (${transfer.to_number})` : transfer.to_number;
  return `Transferred to ${who}: ${TRANSFER_RESULT_TEXT[transfer.result]}`;
}

export const callSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  call_sid: z.string().nullable(),
  lead_name: z.string().nullable(),
  lead_email: z.string().nullable(),
  company_name: z.string().nullable(),
  company_phone: z.string().nullable(),
  status: callStatusSchema,
  job_type: jobTypeSchema.nullable(),
  created_at: isoDateTime,
  call_transcript: z.string().nullable(),
  call_summary: z.string().nullable(),
  call_rec_url: z.string().nullable(),
  /** The warm transfer the lead asked for, when there was one. */
  transfer: callTransferSchema.nullable().default(null),
  /** What the provider reported the call cost, in US dollars; null until (or unless) it reports one. */
  cost_usd: z.number().nullable(),
});
export type Call = z.infer<typeof callSchema>;

export const latestCallsQuerySchema = z.object({
  limit: limitField(PAGINATION.maxListLimit, PAGINATION.maxListLimit),
});
export type LatestCallsQuery = z.infer<typeof latestCallsQuerySchema>;

export const callRecordingSchema = z.object({
  id: z.number().int(),
  lead_name: z.string().nullable(),
  /** The company called: what names the call when no lead name was written. */
  company_name: z.string().nullable(),
  lead_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  call_rec_url: z.string(),
  call_sid: z.string().nullable(),
  status: callStatusSchema,
  job_type: jobTypeSchema.nullable(),
  appt_booked: z.boolean(),
  call_transcript: z.string().nullable(),
  call_summary: z.string().nullable(),
  lead_score: z.number().default(0),
  /** What the provider reported the call cost, in US dollars; null when it reported none. */
  cost_usd: z.number().nullable(),
  created_at: isoDateTime,
  /** The warm transfer the lead asked for, when there was one. */
  transfer: callTransferSchema.nullable().default(null),
});
export type CallRecording = z.infer<typeof callRecordingSchema>;

/**
 * What a finished call came to: `no-answer`, or `voicemail` when a machine answered; for an answered cold call
 * `answered` until its lead is scored, then `booked`, `qualified`, `unqualified` or `callback` (asked to be called
 * back at a time); for a reminder call `reminded`.
 */
export const CALL_OUTCOMES = [
  'no-answer',
  'voicemail',
  'answered',
  'callback',
  'booked',
  'qualified',
  'unqualified',
  'reminded',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const RECORDING_FILTERS = [
  'appointment_booked',
  'qualified',
  'unqualified',
  'voicemail',
  'reminder',
] as const;
export const recordingFilterSchema = z.enum(RECORDING_FILTERS);
export type RecordingFilter = z.infer<typeof recordingFilterSchema>;
/** The filter buttons; `all` sends no status. */
export const RECORDING_FILTER_LABELS: Record<RecordingFilter | 'all', string> = {
  all: 'All Recordings',
  appointment_booked: 'Appointment Booked',
  qualified: 'Qualified',
  unqualified: 'Unqualified',
  voicemail: 'Voicemail',
  reminder: 'Reminder Calls',
};

export const callRecordingsQuerySchema = z.object({
  status: recordingFilterSchema.optional(),
  limit: limitField(PAGINATION.recordingsLimit, PAGINATION.maxListLimit),
  offset: offsetField(),
});
export type CallRecordingsQuery = z.infer<typeof callRecordingsQuerySchema>;

/** One line of a call's timed transcript: who spoke, what, and when (seconds from the start of the recording). */
export const transcriptLineSchema = z.object({
  speaker: z.string(),
  text: z.string(),
  seconds: z.number(),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

/** The statuses of a call still in progress (placed or being placed, not ended): the Live Calls list. */
export const CALL_IN_PROGRESS_STATUSES = ['dialing', 'placing', 'queued', 'ringing', 'in-progress'] as const;
/** How many of a live call's latest transcript lines the Live Calls list shows. */
export const LIVE_TRANSCRIPT_LINES = 3;

/** GET /calls/in-progress: one call in progress, whichever replica placed it (the vendor's monitor URLs never). */
export const callInProgressSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  lead_name: z.string().nullable(),
  company_name: z.string().nullable(),
  company_phone: z.string().nullable(),
  /**
   * The number the call went out from: the caller-ID pool's number (its phone-number id when the pool no longer
   * lists it); null when it went out from the default number.
   */
  caller_id: z.string().nullable(),
  job_id: z.string().nullable(),
  job_type: jobTypeSchema.nullable(),
  status: z.enum(CALL_IN_PROGRESS_STATUSES),
  provider: z.string().nullable(),
  started_at: isoDateTime,
  last_lines: z.array(transcriptLineSchema),
  /** A supervisor's transfer was accepted: the call is being handed over. */
  transferring: z.boolean(),
  /** What is wrong with the call right now (too long silent, past the duration limit). */
  alerts: z.array(liveCallAlertSchema),
});
export type CallInProgress = z.infer<typeof callInProgressSchema>;

/** GET /call-recordings/:id: the recording with its timed transcript, for the call detail beside the player. */
export const callRecordingDetailSchema = callRecordingSchema.extend({
  duration_seconds: z.number().int().nullable(),
  transcript_messages: z.array(transcriptLineSchema),
  /** Where supervisors listened in, said, guided, transferred or ended the call while it ran (issue 40). */
  control_markers: z.array(controlMarkerSchema),
});
export type CallRecordingDetail = z.infer<typeof callRecordingDetailSchema>;

export const recordingsExportQuerySchema = z.object({ status: recordingFilterSchema.optional() });
export type RecordingsExportQuery = z.infer<typeof recordingsExportQuerySchema>;

/** A signed, short-lived link the browser downloads the CSV from (a download cannot send a bearer token). */
export const recordingsExportLinkSchema = z.object({ url: z.string(), expires_at: isoDateTime });
export type RecordingsExportLink = z.infer<typeof recordingsExportLinkSchema>;

export const paginationSchema = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The recordings envelope carries `pagination` beside `data`. */
export const callRecordingsMetaSchema = z.object({ pagination: paginationSchema });

export const RECORDING_MESSAGES = {
  noRecording: 'No recording',
  noTranscript: 'No transcript',
  noSummary: 'No summary',
  unknownLead: 'Unknown',
  emptyTitle: 'No Recordings Found',
  emptyFiltered: (filterLabel: string) => `No ${filterLabel} recordings found.`,
  emptyAll: 'No call recordings available.',
  errorTitle: 'Error Loading Recordings',
  loadFailed: 'Failed to load call recordings',
  loadFailedWith: (message?: string) => `Failed to load call recordings: ${message || 'Unknown error'}`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} recordings`,
  detailNotFound: (id: number) => `Call recording ${id} not found`,
} as const;
