// What a cold-calling campaign would do now: the due leads, how many may be called, and why the others wait (a
// callback booked later today, the running campaign's daily budget among the reasons).
import type { CampaignPreview } from '@callops/contracts/compliance';
import { sql } from 'drizzle-orm';
import { inTransaction } from '../../context/in-transaction';
import type { ServiceContext } from '../../context/service-context';
import {
  atAttemptCap,
  insideCalleeHours,
  locateLeads,
  onDoNotCallList,
  waitingToRetry,
} from '../../modules/compliance/lead-eligibility';
import { currentJobOfType } from '../../modules/jobs/job-store';
import { engineSettings } from '../../settings/live-settings';
import { poolRoomNow } from '../calling/caller-id-claim';
import { dueLeads } from '../calling/lead-claims';
import { callingWindow } from '../calling-window';
import { budgetRoom, daySpend } from './daily-budget';

/** Leads whose location is worked out per preview at most (the engine's rounds and maintenance do the rest). */
const LOCATE_PER_PREVIEW = 5_000;

export async function campaignPreview(ctx: ServiceContext): Promise<CampaignPreview> {
  await inTransaction(ctx, (tx) => locateLeads(tx, LOCATE_PER_PREVIEW));
  const settings = await engineSettings(ctx);
  const job = await currentJobOfType(ctx, 'cold_calling');
  const { rows } = (await ctx.db.execute(sql`
    select count(*)::int as due,
      count(*) filter (where dnc)::int as do_not_call,
      count(*) filter (where not dnc and retry and callback)::int as callback_later,
      count(*) filter (where not dnc and retry and not callback)::int as retry_later,
      count(*) filter (where not dnc and not retry and not open)::int as outside_hours,
      count(*) filter (where not dnc and not retry and open and capped)::int as at_cap,
      count(*) filter (where not dnc and not retry and open and not capped)::int as eligible_now
    from (select ${onDoNotCallList} as dnc, ${waitingToRetry(ctx)} as retry,
                 coalesce(c.callback_at > ${ctx.now.toISOString()}::timestamptz, false) as callback,
                 ${insideCalleeHours(ctx, settings)} as open, ${atAttemptCap(ctx, settings)} as capped
          from companies c where ${dueLeads(ctx, job?.id ?? null, settings.timeZone)}) lead`)) as unknown as {
    rows: Record<
      'due' | 'do_not_call' | 'retry_later' | 'callback_later' | 'outside_hours' | 'at_cap' | 'eligible_now',
      number
    >[];
  };
  const counts = rows[0];
  const eligible = counts?.eligible_now ?? 0;
  // Leads beyond the room the caller-ID pool's numbers have left today wait for it (every number capped or resting),
  // and a running campaign calls no more today than its daily budget has room for (daily-budget.ts).
  const poolRoom = await poolRoomNow(ctx, settings);
  const afterPool = poolRoom === null ? eligible : Math.min(eligible, poolRoom);
  const budget = job
    ? budgetRoom(settings.dailyBudgetUsd, await daySpend(ctx, job.id, job.callsInFlight, settings)).calls
    : null;
  const callable = budget === null ? afterPool : Math.min(afterPool, budget);
  return {
    due: counts?.due ?? 0,
    eligible_now: callable,
    skipped: {
      outside_hours: counts?.outside_hours ?? 0,
      do_not_call: counts?.do_not_call ?? 0,
      at_cap: counts?.at_cap ?? 0,
      retry_later: counts?.retry_later ?? 0,
      caller_id_pool: eligible - afterPool,
      callback_later: counts?.callback_later ?? 0,
      budget_reached: afterPool - callable,
    },
    business_hours_open: callingWindow(ctx.now, settings.timeZone, settings.callingHours).open,
  };
}
