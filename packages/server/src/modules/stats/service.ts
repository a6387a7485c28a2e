import {
  type CombinedStats,
  DASHBOARD_PERIOD_HOURS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardStats,
} from '@callops/contracts/stats';
import { count, inArray, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import type { Db } from '../../db/client';
import { calls, jobs } from '../../db/schema';
import { CURRENT_JOB_STATUSES } from '../../jobs/job-store';
import { type CallCounts, toPeriodStats, windowStart } from './period-stats';

const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** `(from, now]` on created_at: the range the calls_stats_idx index answers without touching the table. */
const createdBetween = (from: Date, now: Date): SQL =>
  sql`${calls.createdAt} > ${instant(from)} and ${calls.createdAt} <= ${instant(now)}`;

/** The counts of one window, as FILTERed aggregates so several windows share one scan. */
function windowCounts(from: Date): { [K in keyof CallCounts]: SQL<number> } {
  const inWindow = sql`${calls.createdAt} > ${instant(from)}`;
  return {
    total: sql<number>`(count(*) filter (where ${inWindow}))::int`,
    answered: sql<number>`(count(*) filter (where ${inWindow} and ${calls.answered}))::int`,
    booked: sql<number>`(count(*) filter (where ${inWindow} and ${calls.apptBooked}))::int`,
  };
}

const widestHours = Math.max(...DASHBOARD_PERIODS.map((p) => DASHBOARD_PERIOD_HOURS[p]));

/** The one query behind GET /dashboard/stats/combined; exported so tests can EXPLAIN exactly this SQL. */
export function combinedStatsQuery(db: Db, now: Date) {
  const selection = Object.fromEntries(
    DASHBOARD_PERIODS.map((p) => [p, windowCounts(windowStart(now, DASHBOARD_PERIOD_HOURS[p]))]),
  ) as Record<DashboardPeriod, ReturnType<typeof windowCounts>>;
  return db
    .select(selection)
    .from(calls)
    .where(createdBetween(windowStart(now, widestHours), now));
}

export async function combinedStats(ctx: ServiceContext): Promise<CombinedStats> {
  const [row] = await combinedStatsQuery(ctx.db, ctx.now);
  if (!row) throw new Error('an aggregate query returned no row');
  return {
    last_24h: toPeriodStats(row.last_24h),
    last_7d: toPeriodStats(row.last_7d),
    last_30d: toPeriodStats(row.last_30d),
  };
}

/** The one query behind GET /dashboard/stats: the period's counts and, as a scalar subquery, the active jobs. */
export function dashboardStatsQuery(db: Db, now: Date, period: DashboardPeriod) {
  const from = windowStart(now, DASHBOARD_PERIOD_HOURS[period]);
  const activeJobs = db
    .select({ n: count() })
    .from(jobs)
    .where(inArray(jobs.status, [...CURRENT_JOB_STATUSES]));
  return db
    .select({ ...windowCounts(from), activeJobs: sql<number>`(${activeJobs})::int` })
    .from(calls)
    .where(createdBetween(from, now));
}

export async function dashboardStats(ctx: ServiceContext, period: DashboardPeriod): Promise<DashboardStats> {
  const [row] = await dashboardStatsQuery(ctx.db, ctx.now, period);
  if (!row) throw new Error('an aggregate query returned no row');
  return {
    ...toPeriodStats(row),
    period,
    active_jobs: row.activeJobs,
    generated_at: ctx.now.toISOString(),
  };
}
