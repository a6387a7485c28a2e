// What a final transcript line changes: it is appended to its call's transcript while the call is in progress, so the
// Live Calls page shows the last lines and the silence alert hears the call speak. The end-of-call report replaces the
// whole transcript with the provider's full one (call-outcome.ts); a line that comes after it changes nothing.
import { CALL_IN_PROGRESS_STATUSES } from '@callops/contracts/calls';
import { inArray, sql } from 'drizzle-orm';
import { gatherWrites } from '../../context/gathered-writes';
import type { ServiceContext } from '../../context/service-context';
import { calls } from '../../db/schema';
import { announceChange } from '../../modules/jobs/job-events';
import type { TranscriptLineMessage } from '../../providers/vapi/vapi-transcript';
import { namedCalls } from './named-call';

/**
 * Appends the line to its call, and resolves once it is stored. The calls of a campaign speak at once, a line a
 * request: lines that arrive together go in one statement (gathered-writes.ts).
 */
export async function appendTranscriptLine(
  ctx: ServiceContext,
  line: TranscriptLineMessage,
): Promise<'applied' | 'ignored'> {
  // Said now, if the message does not say when: now as this request knows it.
  return (await appendGathered(ctx, { ...line, at: line.at ?? ctx.now })) ? 'applied' : 'ignored';
}

/**
 * Appends each line to the call it names (named-call.ts), in order, in one statement. A line's `seconds` are from the
 * call's start to when it was said (the message's timestamp, else now), counted in the call's own time as
 * secondsIntoCall does (a simulated call runs SIMULATION_SPEED times faster than the call it tells). Says which lines
 * were appended: a line for a call that has ended, or that we do not know, changes nothing.
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
    with msg as (
      select * from jsonb_to_recordset(${JSON.stringify(given)}::jsonb)
        as m(n int, sid text, id bigint, speaker text, said text, at timestamptz)),
    ${namedCalls}
    update ${calls} set transcript_messages = coalesce(${calls.transcriptMessages}, '[]'::jsonb) || (
      select jsonb_agg(jsonb_build_object('speaker', msg.speaker, 'text', msg.said, 'seconds',
        greatest(0, round((extract(epoch from (msg.at - ${calls.createdAt}))
          * (case when ${calls.provider} = 'simulated' then ${speed}::float8 else 1 end))::numeric, 1))::float8)
        order by msg.n)
      from named join msg using (n) where named.id = ${calls.id})
    from (select distinct id from named) as told
    where ${calls.id} = told.id and ${inArray(calls.status, [...CALL_IN_PROGRESS_STATUSES])}
    returning ${calls.jobId} as job_id, (select jsonb_agg(named.n) from named where named.id = ${calls.id}) as lines`)) as unknown as {
    rows: { job_id: string | null; lines: number[] }[];
  };
  // The Live Calls page hears of it at once, through the job's change announcement.
  for (const jobId of new Set(result.rows.map((row) => row.job_id)))
    if (jobId) announceChange(ctx, { kind: 'job', jobId });
  const appended = new Set(result.rows.flatMap((row) => row.lines));
  return lines.map((_, n) => appended.has(n));
}

const appendGathered = gatherWrites(appendLines);
