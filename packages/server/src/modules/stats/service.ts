import {
  type CombinedStats,
  DASHBOARD_PERIOD_HOURS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardStats,
} from '@callops/contracts/stats';
import { count, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { jobs } from '../../db/schema';
import { CURRENT_JOB_STATUSES } from '../../jobs/job-store';
import { countCallWindows } from './call-windows';
import { type CallCounts, toPeriodStats, windowStart } from './period-stats';

export async function combinedStats(ctx: ServiceContext): Promise<CombinedStats> {
  const counts = await countCallWindows(
    ctx.db,
    ctx.now,
    DASHBOARD_PERIODS.map((p) => windowStart(ctx.now, DASHBOARD_PERIOD_HOURS[p])),
  );
  return Object.fromEntries(
    DASHBOARD_PERIODS.map((period, i) => [period, toPeriodStats(counts[i] as CallCounts)]),
  ) as CombinedStats;
}

export async function dashboardStats(ctx: ServiceContext, period: DashboardPeriod): Promise<DashboardStats> {
  const [[counts], [active]] = await Promise.all([
    countCallWindows(ctx.db, ctx.now, [windowStart(ctx.now, DASHBOARD_PERIOD_HOURS[period])]),
    ctx.db
      .select({ n: count() })
      .from(jobs)
      .where(inArray(jobs.status, [...CURRENT_JOB_STATUSES])),
  ]);
  return {
    ...toPeriodStats(counts ?? { total: 0, answered: 0, booked: 0 }),
    period,
    active_jobs: active?.n ?? 0,
    generated_at: ctx.now.toISOString(),
  };
}
