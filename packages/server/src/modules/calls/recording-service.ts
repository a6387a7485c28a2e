import {
  type CallRecording,
  type CallRecordingDetail,
  type CallRecordingsQuery,
  type ControlMarker,
  type Pagination,
  RECORDING_FILTERS,
  RECORDING_MESSAGES,
  type RecordingFilter,
  type RecordingsExportQuery,
  recordingsExportQuerySchema,
} from '@callops/contracts/calls';
import { and, desc, eq, isNotNull, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared-query';
import { callControlActions, callRecordingCounts, calls } from '../../db/schema';
import { notFound } from '../../errors';
import { type CsvValue, csvRows } from '../../http/csv-rows';
import { asShownTo, type SignedCsvDownload } from '../../http/signed-csv-download';
import {
  type RecordingRow,
  recordingColumns,
  toCallRecording,
  toCallRecordingDetail,
} from './recording-view';

const EXPORT_BATCH = 1_000;

/**
 * The calls a filter shows, each with a recording: the outcome ones read calls_recordings_outcome_idx, reminder calls
 * calls_recordings_job_type_idx, all of them calls_recordings_created_idx (partial indexes of recorded calls only).
 * call_recording_filters() (migrations 0004 and 0019) states the same rules for the counts.
 */
export function recordingsWhere(status: RecordingFilter | undefined): SQL {
  const hasRecording = isNotNull(calls.callRecUrl);
  switch (status) {
    case 'appointment_booked':
      return and(eq(calls.outcome, 'booked'), hasRecording) as SQL;
    case 'qualified':
      return and(eq(calls.outcome, 'qualified'), hasRecording) as SQL;
    case 'unqualified':
      return and(eq(calls.outcome, 'unqualified'), hasRecording) as SQL;
    case 'voicemail':
      return and(eq(calls.outcome, 'voicemail'), hasRecording) as SQL;
    case 'reminder':
      return and(eq(calls.jobType, 'reminder_calls'), hasRecording) as SQL;
    default:
      return hasRecording;
  }
}

const newestFirst = [desc(calls.createdAt), desc(calls.id)];

type Bound = number | Placeholder;

/** The page of one filter: an index read newest first, stopping after the page. */
const pageOf = (db: Db, status: RecordingFilter | undefined, limit: Bound, offset: Bound) =>
  db
    .select(recordingColumns)
    .from(calls)
    .where(recordingsWhere(status))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

/** A filter's total, summed from the counts the calls triggers keep (16 rows, whatever the size of calls). */
const totalOf = (db: Db, filter: string | Placeholder) =>
  db
    .select({ n: sql<number>`coalesce(sum(${callRecordingCounts.n}), 0)::int` })
    .from(callRecordingCounts)
    .where(eq(callRecordingCounts.filter, filter));

/**
 * The page's rows (an index read newest first, stopping after the page) and the filter's total, summed from the
 * counts the calls triggers keep (16 rows, whatever the size of calls): never the whole table.
 */
export function recordingsPageQueries(ctx: ServiceContext, { status, limit, offset }: CallRecordingsQuery) {
  return { page: pageOf(ctx.db, status, limit, offset), total: totalOf(ctx.db, status ?? 'all') };
}

// The list's statements, built once per filter (the SQL differs per filter) instead of on every request.
const preparedPages = new Map(
  [undefined, ...RECORDING_FILTERS].map((status) => [
    status,
    preparedQuery(`recordings_page_${status ?? 'all'}`, (db, name) =>
      pageOf(db, status, sql.placeholder('limit'), sql.placeholder('offset')).prepare(name),
    ),
  ]),
);
const preparedTotal = preparedQuery('recordings_total', (db, name) =>
  totalOf(db, sql.placeholder('filter')).prepare(name),
);

export async function listRecordings(
  ctx: ServiceContext,
  query: CallRecordingsQuery,
): Promise<{ data: CallRecording[]; pagination: Pagination }> {
  const page = preparedPages.get(query.status) as NonNullable<ReturnType<typeof preparedPages.get>>;
  const rows = await page(ctx.db).execute({ limit: query.limit, offset: query.offset });
  const [counted] = await preparedTotal(ctx.db).execute({ filter: query.status ?? 'all' });
  return {
    data: rows.map((row) => toCallRecording(ctx, row as RecordingRow)),
    pagination: { limit: query.limit, offset: query.offset, total: counted?.n ?? 0 },
  };
}

export async function recordingDetail(ctx: ServiceContext, id: number): Promise<CallRecordingDetail> {
  const [row] = await ctx.db
    .select({
      ...recordingColumns,
      durationSeconds: calls.durationSeconds,
      transcriptMessages: calls.transcriptMessages,
    })
    .from(calls)
    .where(and(eq(calls.id, id), isNotNull(calls.callRecUrl)))
    .limit(1);
  if (!row) throw notFound(RECORDING_MESSAGES.detailNotFound(id));
  // What supervisors did while the call ran, taken by the vendor: the markers on the player's timeline.
  const markers = await ctx.db
    .select({
      kind: callControlActions.kind,
      seconds: callControlActions.secondsFromStart,
      username: callControlActions.username,
      text: callControlActions.text,
    })
    .from(callControlActions)
    .where(and(eq(callControlActions.callId, id), eq(callControlActions.status, 'accepted')))
    .orderBy(callControlActions.secondsFromStart, callControlActions.id);
  return toCallRecordingDetail(
    ctx,
    row as Parameters<typeof toCallRecordingDetail>[1],
    markers.map((m) => ({ ...m, kind: m.kind as ControlMarker['kind'] })),
  );
}

/** Someone pressed play on a call's recording: the audit log keeps who and when. */
export async function recordPlay(ctx: ServiceContext, id: number): Promise<{ id: number }> {
  const [row] = await ctx.db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.id, id), isNotNull(calls.callRecUrl)))
    .limit(1);
  if (!row) throw notFound(RECORDING_MESSAGES.detailNotFound(id));
  await ctx.audit({ action: 'play', entity: 'recording', entityKey: `call ${id}` });
  return { id };
}

const CSV_HEADER = [
  'id',
  'created_at',
  'lead_name',
  'lead_email',
  'phone_number',
  'call_sid',
  'status',
  'job_type',
  'appt_booked',
  'lead_score',
  'call_transcript',
  'call_summary',
];

/**
 * The CSV of every recording of the filter, newest first, a batch at a time: each batch continues below the last id
 * sent (ids, unlike timestamps read back into JavaScript, compare exactly), so a long export holds no more than a
 * batch in memory and sees each row once.
 */
async function* recordingsCsv(ctx: ServiceContext, status: RecordingFilter | undefined) {
  yield csvRows([CSV_HEADER]);
  const where = recordingsWhere(status);
  let afterId: number | null = null;
  for (;;) {
    const rows = (await ctx.db
      .select(recordingColumns)
      .from(calls)
      .where(afterId === null ? where : and(where, lt(calls.id, afterId)))
      .orderBy(desc(calls.id))
      .limit(EXPORT_BATCH)) as RecordingRow[];
    if (rows.length === 0) return;
    yield csvRows(
      rows.map((row) => {
        const contacts = asShownTo(ctx, { lead_email: row.leadEmail, phone_number: row.companyPhone });
        return [
          row.id,
          row.createdAt.toISOString(),
          row.leadName,
          contacts.lead_email,
          contacts.phone_number,
          row.callSid,
          row.status,
          row.jobType,
          row.apptBooked,
          row.leadScore,
          row.callTranscript,
          row.callSummary,
        ] satisfies CsvValue[];
      }),
    );
    afterId = (rows[rows.length - 1] as RecordingRow).id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Every recording of a filter as CSV, through a signed link (GET /api/v1/call-recordings/export-link). */
export const recordingsExport: SignedCsvDownload<RecordingsExportQuery> = {
  path: '/media/exports/call-recordings.csv',
  summary:
    'The call recordings of a filter as CSV (a signed link from GET /api/v1/call-recordings/export-link)',
  tag: 'calls',
  filters: recordingsExportQuerySchema,
  filename: ({ status }, day) => `call-recordings-${status ?? 'all'}-${day}.csv`,
  rows: (ctx, { status }) => recordingsCsv(ctx, status),
};
