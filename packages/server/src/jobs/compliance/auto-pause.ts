// A running campaign watches its latest calls: when too many failed at the provider, or went unanswered, it pauses
// itself (no further call until Resume), tells the admin phones by SMS, and says why on the Job Manager.
import type { CampaignPause } from '@callops/contracts/compliance';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { calls, jobs } from '../../db/schema';
import type { EngineSettings } from '../../modules/app-config/live-settings';
import { pauseJob } from '../job-lifecycle';

/** Ended reasons that are the provider's failure, not the callee's (VAPI: call.start.error-…, pipeline-error-…). */
const PROVIDER_FAILURE = /error|failed-to-connect|provider-closed|fault/;

export interface RecentCall {
  status: string;
  answered: boolean;
  endedReason: string | null;
}

/** The rule, on the latest calls (newest first): why to pause, or null. */
export function pauseVerdict(
  recent: readonly RecentCall[],
  rule: EngineSettings['autoPause'],
): Omit<CampaignPause, 'at'> | null {
  if (recent.length < rule.recentCalls) return null;
  const window = recent.slice(0, rule.recentCalls);
  const failed = (call: RecentCall) =>
    call.status === 'failed' || PROVIDER_FAILURE.test(call.endedReason ?? '');
  const failures = window.filter(failed).length;
  const unanswered = window.filter((call) => !failed(call) && !call.answered).length;
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

type JobState = Pick<typeof jobs.$inferSelect, 'status' | 'startedAt' | 'metadata'>;

/**
 * After a call of the job ended (or failed to start): pauses the job when its latest calls say so. `known` is the
 * job's row as the caller just wrote it (read here when not given).
 */
export async function checkAutoPause(
  ctx: ServiceContext,
  jobId: string,
  settings: EngineSettings,
  known?: JobState,
): Promise<void> {
  const [job] = known
    ? [known]
    : await ctx.db
        .select({ status: jobs.status, startedAt: jobs.startedAt, metadata: jobs.metadata })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .limit(1);
  if (job?.status !== 'running') return;
  // Only the calls since the last Resume count: the ones that caused the last pause are behind it.
  const resumedAt = typeof job.metadata.resumedAt === 'string' ? new Date(job.metadata.resumedAt) : null;
  const since = resumedAt ?? job.startedAt ?? new Date(0);
  const recent = await ctx.db
    .select({ status: calls.status, answered: calls.answered, endedReason: calls.endedReason })
    .from(calls)
    .where(
      and(
        eq(calls.jobId, jobId),
        inArray(calls.status, ['completed', 'failed']),
        gte(calls.createdAt, since),
      ),
    )
    .orderBy(desc(calls.id))
    .limit(settings.autoPause.recentCalls);
  const verdict = pauseVerdict(recent, settings.autoPause);
  if (verdict) await pauseJob(ctx, jobId, { ...verdict, at: ctx.now.toISOString() });
}
