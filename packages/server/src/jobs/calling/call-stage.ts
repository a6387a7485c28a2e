// What a status-update changes: a call in progress moves on to the stage the provider reports (queued, ringing, in
// progress), never back, and never out of an end its report already applied. The Live Calls page hears of it at once
// through the job's change announcement.
import { CALL_IN_PROGRESS_STATUSES } from '@callops/contracts/calls';
import { sql } from 'drizzle-orm';
import { gatherWrites } from '../../context/gathered-writes';
import type { ServiceContext } from '../../context/service-context';
import { calls } from '../../db/schema';
import { announceChange } from '../../modules/jobs/job-events';
import type { CallStage, CallStatusUpdate } from '../../providers/vapi/vapi-status';
import type { ReportOutcome } from './call-outcome';
import { namedCalls } from './named-call';

type StageUpdate = CallStatusUpdate & { stage: CallStage };

/**
 * Moves each update's call (named-call.ts) on to its stage, if it is not there or past it yet, in one statement. A call
 * told of several stages at once moves to the furthest. An update is 'applied'
 * when it moved its call on; a repeat or a late one changes nothing ('duplicate'), and one for no call of ours is
 * 'unknown-call'.
 */
async function moveCalls(ctx: ServiceContext, updates: readonly StageUpdate[]): Promise<ReportOutcome[]> {
  const given = updates.map((update, n) => ({
    n,
    sid: update.providerCallId,
    id: update.callId,
    stage: update.stage,
  }));
  // The statuses of a call still in progress, in the order a call goes: a stage's place in it is how far it is.
  const order = sql`${`{${CALL_IN_PROGRESS_STATUSES.join(',')}}`}::text[]`;
  const result = (await ctx.db.execute(sql`
    with msg as (
      select * from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as m(n int, sid text, id bigint, stage text)),
    ${namedCalls},
    furthest as (
      select distinct on (named.id) named.id, msg.stage from named join msg using (n)
      order by named.id, array_position(${order}, msg.stage) desc),
    moved as (
      update ${calls} set status = furthest.stage, updated_at = ${ctx.now.toISOString()}::timestamptz
      from furthest
      where ${calls.id} = furthest.id
        and array_position(${order}, ${calls.status}) < array_position(${order}, furthest.stage)
      returning ${calls.id} as id, ${calls.jobId} as job_id)
    select named.n, moved.job_id,
      moved.id is not null and array_position(${order}, msg.stage) > array_position(${order}, named.was) as applied
    from named join msg using (n) left join moved on moved.id = named.id`)) as unknown as {
    rows: { n: number; job_id: string | null; applied: boolean }[];
  };
  for (const jobId of new Set(result.rows.map((row) => row.job_id)))
    if (jobId) announceChange(ctx, { kind: 'job', jobId });
  const outcomes: ReportOutcome[] = updates.map(() => 'unknown-call');
  for (const row of result.rows) outcomes[row.n] = row.applied ? 'applied' : 'duplicate';
  return outcomes;
}

/**
 * Moves the call on to the stage, if it is not there or past it yet (a repeat or a late update changes nothing). The
 * stages of a campaign's calls come many at once, one request each: those that arrive together go in one statement
 * (gathered-writes.ts).
 */
export const applyCallStage: (ctx: ServiceContext, update: StageUpdate) => Promise<ReportOutcome> =
  gatherWrites(moveCalls);
