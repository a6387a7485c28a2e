// A running campaign watches its latest calls: when too many failed at the provider, or went unanswered, it pauses
// itself (no further call until Resume), tells the admin phones by SMS, and says why on the Job Manager.
import type { CampaignPause } from '@callops/contracts/compliance';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { calls, jobs } from '../../db/schema';
import type { EngineSettings } from '../../settings/live-settings';
import { pauseJob } from '../job-lifecycle';

/** Ended reasons that are the provider's failure, not the callee's (VAPI: call.start.error-…, pipeline-error-…). */
const PROVIDER_FAILURE = /error|failed-to-connect|provider-closed|fault/;

export interface RecentCall {
  status: string;
  answered: boolean;
  endedReason: string | null;
}

const failedAtProvider = (call: RecentCall) =>
  call.status === 'failed' || PROVIDER_FAILURE.test(call.endedReason ?? '');

/**
 * Whether a call that just ended is worth judging the rule on: a failed or unanswered one. An answered call adds to
 * neither count, so the window it joins holds no more of them than the window before it; only when that window was
 * not yet full could the new one tip the rule, and then the next failed or unanswered call tips it.
 */
export const mayTipAutoPause = (call: RecentCall): boolean => failedAtProvider(call) || !call.answered;

/** The rule, on the latest calls to end (latest first): why to pause, or null. */
export function pauseVerdict(
  recent: readonly RecentCall[],
  rule: EngineSettings['autoPause'],
): Omit<CampaignPause, 'at'> | null {
  if (recent.length < rule.recentCalls) return null;
  const window = recent.slice(0, rule.recentCalls);
  const failures = window.filter(failedAtProvider).length;
  const unanswered = window.filter((call) => !failedAtProvider(call) && !call.answered).length;
  const share = (n: number) => (n * 100) / window.length;
  const counts = { recent_calls: window.length, failures, unanswered };
  if (share(failures) >= rule.errorPercent) {
    return {
      reason: 'provider_errors',
      message: `${failures} of the last ${window.length} calls failed at the voice provider`,
      ...counts,
    };
  }
  if (share(unanswered) >= rule.unansweredPercent) {
    return {
      reason: 'unanswered',
      message: `${unanswered} of the last ${window.length} calls went unanswered`,
      ...counts,
    };
  }
  return null;
}

/**
 * Where the job's current run of calls began, its last Resume, else its start; null unless it is running. As
 * milliseconds, like a Date's time, so the run start read with the calls and the one read under the lock compare.
 */
const runStartMs = sql<number | null>`case when ${jobs.status} = 'running' then floor(extract(epoch from
  coalesce((${jobs.metadata}->>'resumedAt')::timestamptz, ${jobs.startedAt}, 'epoch'::timestamptz)) * 1000)::float8 end`;

/**
 * After a call of the job ended (or failed to start): pauses the running job when its latest calls say so. Judged
 * without the job's lock (a report waits for it only when it pauses the job).
 */
export async function checkAutoPause(
  ctx: ServiceContext,
  jobId: string,
  settings: EngineSettings,
): Promise<void> {
  // Only the calls since the last Resume count: the ones that caused the last pause are behind it.
  const since = sql<number | null>`(select ${runStartMs} from ${jobs} where ${jobs.id} = ${jobId})`;
  const recent = await ctx.db
    .select({ status: calls.status, answered: calls.answered, endedReason: calls.endedReason, since })
    .from(calls)
    .where(
      and(
        eq(calls.jobId, jobId),
        // Written as calls_job_recent_idx's condition is, so the read walks that index.
        sql`${calls.status} in ('completed', 'failed')`,
        sql`${calls.createdAt} >= to_timestamp(${since} / 1000)`,
      ),
    )
    .orderBy(desc(calls.endedAt), desc(calls.id))
    .limit(settings.autoPause.recentCalls);
  const verdict = pauseVerdict(recent, settings.autoPause);
  if (!verdict || !recent[0]) return;
  // A Resume since the calls were read began a new run, which this verdict did not look at: the run start is read
  // again under the job's lock.
  const [locked] = await ctx.db
    .select({ since: runStartMs })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  if (locked && locked.since === recent[0].since)
    await pauseJob(ctx, jobId, { ...verdict, at: ctx.now.toISOString() });
}
