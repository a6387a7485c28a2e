import { CURRENT_JOB_STATUSES } from '@callops/contracts/jobs';
import {
  type CombinedStats,
  DASHBOARD_DAYS,
  DASHBOARD_PERIOD_HOURS,
  DASHBOARD_PERIODS,
  type DashboardDays,
  type DashboardPeriod,
  type DashboardStats,
  REALTIME_WINDOW_MINUTES,
  type RealtimeStats,
  type RealtimeWindow,
  type StatsTrend,
  TREND_BUCKETS,
  type TrendRange,
} from '@callops/contracts/stats';
import { count, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { jobs } from '../../db/schema';
import { businessTimezone } from '../../settings/live-settings';
import { countCallBuckets } from './call-buckets';
import { countCallWindows } from './call-windows';
import { medianFirstCallSeconds } from './first-call';
import { type CallCounts, NO_CALLS, toPeriodStats, trendBucketStarts, windowStart } from './period-stats';

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
    ...toPeriodStats(counts ?? NO_CALLS),
    period,
    active_jobs: active?.n ?? 0,
    generated_at: ctx.now.toISOString(),
  };
}

const MINUTE_MS = 60_000;

/** GET /stats/calls: one real-time window, counted as the Dashboard's windows are (call-windows.ts). */
export async function realtimeStats(ctx: ServiceContext, period: RealtimeWindow): Promise<RealtimeStats> {
  const from = new Date(ctx.now.getTime() - REALTIME_WINDOW_MINUTES[period] * MINUTE_MS);
  const [counts] = await countCallWindows(ctx.db, ctx.now, [from]);
  return {
    ...toPeriodStats(counts ?? NO_CALLS),
    period,
    from: from.toISOString(),
    to: ctx.now.toISOString(),
  };
}

export async function statsTrend(ctx: ServiceContext, range: TrendRange): Promise<StatsTrend> {
  const zone = await businessTimezone(ctx);
  const { unit, count: buckets } = TREND_BUCKETS[range];
  const starts = trendBucketStarts(ctx.now, unit, buckets, zone);
  const byStart = await countCallBuckets(ctx.db, starts, ctx.now, unit, zone);
  return {
    range,
    unit,
    time_zone: zone,
    points: starts.map((start) => ({
      start: start.toISOString(),
      ...toPeriodStats(byStart.get(start.getTime()) ?? NO_CALLS),
    })),
  };
}

/** GET /dashboard/days: the last business days' calls and cost (the hourly rollup) and time to first call. */
export async function dashboardDays(ctx: ServiceContext): Promise<DashboardDays> {
  const zone = await businessTimezone(ctx);
  const starts = trendBucketStarts(ctx.now, 'day', DASHBOARD_DAYS, zone);
  const [byStart, medians] = await Promise.all([
    countCallBuckets(ctx.db, starts, ctx.now, 'day', zone),
    medianFirstCallSeconds(ctx.db, starts[0] as Date, ctx.now, zone),
  ]);
  return {
    time_zone: zone,
    days: starts.map((start) => ({
      start: start.toISOString(),
      ...toPeriodStats(byStart.get(start.getTime()) ?? NO_CALLS),
      median_first_call_seconds: medians.get(start.getTime()) ?? null,
    })),
  };
}
