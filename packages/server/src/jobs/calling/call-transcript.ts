// What a final transcript line changes: it is appended to its call's transcript while the call is in progress, so the
// Live Calls page shows the last lines and the silence alert hears the call speak. The end-of-call report replaces the
// whole transcript with the provider's full one (call-outcome.ts); a line that comes after it changes nothing.
import { CALL_IN_PROGRESS_STATUSES } from '@callops/contracts/calls';
import { inArray, sql } from 'drizzle-orm';
import type { AppServices } from '../../context/app-services';
import type { ServiceContext } from '../../context/service-context';
import { isTransaction } from '../../db/client';
import { calls } from '../../db/schema';
import { announceChange } from '../../modules/jobs/job-events';
import type { TranscriptLineMessage } from '../../providers/vapi/vapi-transcript';

/** A line waiting for the statement that appends it, and the webhook request waiting for that statement. */
interface WaitingLine {
  ctx: ServiceContext;
  line: TranscriptLineMessage;
  settle(appended: boolean): void;
  fail(err: unknown): void;
}

/** Per server: the lines gathered for its next statement, and whether a statement is being written. */
const gathered = new WeakMap<AppServices, { waiting: WaitingLine[]; writing: boolean }>();

/**
 * Appends the line to its call, and resolves once it is stored. The calls of a campaign speak at once, a line a
 * request: lines that arrive while a statement is written (or in the same turn) go together in the next one, one
 * statement for all, as a database's group commit does. In a caller's transaction, the line is its own statement there.
 */
export async function appendTranscriptLine(
  ctx: ServiceContext,
  line: TranscriptLineMessage,
): Promise<'applied' | 'ignored'> {
  const appended = isTransaction(ctx.db)
    ? ((await appendLines(ctx, [line]))[0] ?? false)
    : await new Promise<boolean>((settle, fail) => {
        let batch = gathered.get(ctx.app);
        if (!batch) {
          batch = { waiting: [], writing: false };
          gathered.set(ctx.app, batch);
        }
        // Said now, if the message does not say when: now as this request knows it.
        batch.waiting.push({ ctx, line: { ...line, at: line.at ?? ctx.now }, settle, fail });
        if (!batch.writing) {
          batch.writing = true;
          setImmediate(() => void writeGathered(batch));
        }
      });
  return appended ? 'applied' : 'ignored';
}

/** Writes the gathered lines, a statement at a time, until none wait; each statement under a request it carries. */
async function writeGathered(batch: { waiting: WaitingLine[]; writing: boolean }): Promise<void> {
  while (batch.waiting.length > 0) {
    const waiting = batch.waiting.splice(0);
    try {
      const appended = await appendLines(
        (waiting[0] as WaitingLine).ctx,
        waiting.map((w) => w.line),
      );
      for (const [i, w] of waiting.entries()) w.settle(appended[i] ?? false);
    } catch (err) {
      for (const w of waiting) w.fail(err);
    }
  }
  batch.writing = false;
}

/**
 * Appends each line to the call it names, in order, in one statement: by the provider's id, or by ours while the
 * provider's id is not stored yet (the placing transaction may be storing it). A line's `seconds` are from the call's
 * start to when it was said (the message's timestamp, else now), counted in the call's own time as secondsIntoCall
 * does (a simulated call runs SIMULATION_SPEED times faster than the call it tells). Says which lines were appended:
 * a line for a call that has ended, or that we do not know, changes nothing.
 */
async function appendLines(ctx: ServiceContext, lines: readonly TranscriptLineMessage[]): Promise<boolean[]> {
  const given = lines.map((line, n) => ({
    n,
    sid: line.providerCallId,
    id: line.callId,
    speaker: line.speaker,
    said: line.text,
    at: (line.at ?? ctx.now).toISOString(),
  }));
  const speed = ctx.app.config.simulationSpeed;
  const result = (await ctx.db.execute(sql`
    with line as (
      select * from jsonb_to_recordset(${JSON.stringify(given)}::jsonb)
        as l(n int, sid text, id int, speaker text, said text, at timestamptz)),
    named as (
      select c.id from line join ${calls} c on c.call_sid = line.sid
      union
      select c.id from line join ${calls} c on c.id = line.id and c.call_sid is null)
    update ${calls} set transcript_messages = coalesce(${calls.transcriptMessages}, '[]'::jsonb) || (
      select jsonb_agg(jsonb_build_object('speaker', line.speaker, 'text', line.said, 'seconds',
        greatest(0, round((extract(epoch from (line.at - ${calls.createdAt}))
          * (case when ${calls.provider} = 'simulated' then ${speed}::float8 else 1 end))::numeric, 1))::float8)
        order by line.n)
      from line where line.sid = ${calls.callSid} or (line.id = ${calls.id} and ${calls.callSid} is null))
    from named
    where ${calls.id} = named.id and ${inArray(calls.status, [...CALL_IN_PROGRESS_STATUSES])}
    returning ${calls.id} as id, ${calls.callSid} as sid, ${calls.jobId} as job_id`)) as unknown as {
    rows: { id: number; sid: string | null; job_id: string | null }[];
  };
  // The Live Calls page hears of it at once, through the job's change announcement.
  for (const jobId of new Set(result.rows.map((row) => row.job_id)))
    if (jobId) announceChange(ctx, { kind: 'job', jobId });
  return lines.map((line) =>
    result.rows.some(
      (row) => row.sid === line.providerCallId || (row.sid === null && row.id === line.callId),
    ),
  );
}
