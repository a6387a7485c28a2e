// A cold-calling campaign's daily budget: before a round places calls, the day's spend so far (the providers'
// reported cost of the calls that ended today) and the calls still in flight, estimated at today's average cost,
// say how many more calls fit. When not one more fits, the campaign pauses itself, as the auto-pause does.
import type { CampaignPause } from '@callops/contracts/compliance';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import type { EngineSettings } from '../../settings/live-settings';
import { businessDay } from '../calling/lead-claims';

export interface DaySpend {
  /** US dollars the job's calls that ended today cost. */
  spent: number;
  /** How many of them reported a cost. */
  costedCalls: number;
  inFlight: number;
}

/**
 * How many more calls the budget allows now (null: no limit), and the pause when it allows none. Until a call of the
 * day has reported its cost the average is unknown, so only the spend counts: the first round may pass the budget by
 * at most its own calls.
 */
export function budgetRoom(
  budget: number,
  day: DaySpend,
): { calls: number | null; pause: Omit<CampaignPause, 'at'> | null } {
  if (budget <= 0) return { calls: null, pause: null };
  const average = day.costedCalls > 0 ? day.spent / day.costedCalls : 0;
  const committed = day.spent + day.inFlight * average;
  const room = budget - committed;
  const calls = room <= 0 ? 0 : average > 0 ? Math.floor(room / average) : null;
  if (calls !== 0) return { calls, pause: null };
  return {
    calls: 0,
    pause: {
      reason: 'budget',
      message: `today's calls cost $${day.spent.toFixed(2)}${day.inFlight > 0 ? ` with ${day.inFlight} still in progress` : ''}, and the next would pass the daily budget of $${budget.toFixed(2)}`,
      recent_calls: day.costedCalls,
      failures: 0,
      unanswered: 0,
      spent_usd: Math.round(day.spent * 10_000) / 10_000,
      budget_usd: budget,
    },
  };
}

/** The job's spend since the business day began: one read of its ended calls (calls_job_recent_idx). */
export async function daySpend(
  ctx: ServiceContext,
  jobId: string,
  inFlight: number,
  settings: Pick<EngineSettings, 'timeZone'>,
): Promise<DaySpend> {
  const dayStart = businessDay(ctx.now, settings.timeZone).start;
  const result = await ctx.db.execute(sql`
    select coalesce(sum(cost_usd), 0)::float8 as spent, count(cost_usd)::int as costed
    from calls
    where job_id = ${jobId} and status in ('completed', 'failed') and ended_at >= ${dayStart.toISOString()}::timestamptz`);
  const [row] = (result as unknown as { rows: { spent: number; costed: number }[] }).rows;
  return { spent: Number(row?.spent ?? 0), costedCalls: Number(row?.costed ?? 0), inFlight };
}
