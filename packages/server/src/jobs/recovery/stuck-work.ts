// Leads and calls that nobody will finish: a call whose end-of-call report never came (the provider lost it, or
// it was placed by a process that died before its simulated call could end) and a lead in progress without a live
// call. After `stuck_call_minutes` such a call is closed as failed and its lead goes back to NEW / NO_ANSWER, where
// the next campaign finds it again. Runs every minute, at start-up and on POST /jobs/process-stuck-leads.
import type { ProcessStuckLeadsResult } from '@callops/contracts/jobs';
import { RELEASED_STATUS } from '@callops/contracts/leads';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { calls, companies } from '../../db/schema';
import { recordJobEvent } from '../../modules/jobs/job-events';
import { countCallFinished, IN_FLIGHT_CALL_STATUSES } from '../../modules/jobs/job-store';
import { engineSettings } from '../../settings/live-settings';

export async function releaseStuckWork(ctx: ServiceContext): Promise<ProcessStuckLeadsResult> {
  const settings = await engineSettings(ctx);
  const cutoff = new Date(ctx.now.getTime() - settings.stuckCallMinutes * 60_000);
  const lostCalls = await ctx.db
    .update(calls)
    .set({
      status: 'failed',
      endedReason: `no end-of-call report within ${settings.stuckCallMinutes} minutes`,
      endedAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(and(inArray(calls.status, [...IN_FLIGHT_CALL_STATUSES]), lt(calls.createdAt, cutoff)))
    .returning({ id: calls.id, jobId: calls.jobId, jobType: calls.jobType, companyName: calls.companyName });
  for (const call of lostCalls) {
    await recordJobEvent(ctx, {
      jobId: call.jobId,
      jobType: (call.jobType as 'cold_calling' | 'reminder_calls' | null) ?? null,
      type: 'call_lost',
      message: `No report for the call to ${call.companyName ?? 'a lead'} within ${settings.stuckCallMinutes} minutes: closed as failed.`,
      data: { callId: call.id },
    });
  }
  // The lost calls no longer hold their jobs' slots: without this a job could never finish. One update per job.
  const lostPerJob = new Map<string, number>();
  for (const { jobId } of lostCalls) if (jobId) lostPerJob.set(jobId, (lostPerJob.get(jobId) ?? 0) + 1);
  for (const [jobId, lost] of lostPerJob) await countCallFinished(ctx, jobId, 'lost', lost);

  // Leads in progress since before the cutoff with no call in flight any more.
  const stuck = await ctx.db
    .select({ id: companies.id, status: companies.leadStatus })
    .from(companies)
    .where(
      and(
        inArray(companies.leadStatus, ['NEW_IN_PROGRESS', 'NO_ANSWER_IN_PROGRESS']),
        isNotNull(companies.claimedAt),
        lt(companies.claimedAt, cutoff),
        sql`not exists (select 1 from calls k where k.company_id = ${companies.id} and k.status in (${sql.join(
          IN_FLIGHT_CALL_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )}))`,
      ),
    )
    .for('update', { skipLocked: true });
  const released: number[] = [];
  for (const lead of stuck) {
    const back = RELEASED_STATUS[lead.status as keyof typeof RELEASED_STATUS];
    if (!back) continue;
    await ctx.db
      .update(companies)
      .set({ leadStatus: back, claimedAt: null, claimedByJobId: null, updatedAt: ctx.now })
      .where(eq(companies.id, lead.id));
    released.push(lead.id);
  }
  if (released.length > 0) {
    await recordJobEvent(ctx, {
      jobId: null,
      jobType: null,
      type: 'stuck_leads_released',
      message: `${released.length} leads in progress without a live call went back to NEW / NO_ANSWER.`,
      data: { companyIds: released },
    });
  }
  return { released_count: released.length, company_ids: released };
}
