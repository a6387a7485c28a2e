import { z } from 'zod';
import { isoDateTime } from '../core/envelope';

/**
 * One stats window: rates are percentages (booking rate = booked / total calls). Unanswered calls are voicemail (a
 * machine picked up) or no answer (nobody did, or the line was busy); the cost is what the provider reported, in US
 * dollars, and per booked appointment (null while none is booked).
 */
export const periodStatsSchema = z.object({
  total_calls: z.number().int(),
  answered_calls: z.number().int(),
  answer_rate: z.number(),
  appointments_booked: z.number().int(),
  booking_rate: z.number(),
  voicemail_calls: z.number().int(),
  no_answer_calls: z.number().int(),
  cost_usd: z.number(),
  cost_per_booked_usd: z.number().nullable(),
});
export type PeriodStats = z.infer<typeof periodStatsSchema>;

export const DASHBOARD_PERIODS = ['last_24h', 'last_7d', 'last_30d'] as const;
export const dashboardPeriodSchema = z.enum(DASHBOARD_PERIODS);
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;
export const DASHBOARD_PERIOD_HOURS: Record<DashboardPeriod, number> = {
  last_24h: 24,
  last_7d: 7 * 24,
  last_30d: 30 * 24,
};

/** GET /dashboard/stats/combined (the client also accepts the bare object). */
export const combinedStatsSchema = z.object({
  last_24h: periodStatsSchema,
  last_7d: periodStatsSchema,
  last_30d: periodStatsSchema,
});
export type CombinedStats = z.infer<typeof combinedStatsSchema>;

export const dashboardStatsQuerySchema = z.object({ period: dashboardPeriodSchema.default('last_24h') });
export type DashboardStatsQuery = z.infer<typeof dashboardStatsQuerySchema>;

/** GET /dashboard/stats: one period plus what the dashboard shows beside it. */
export const dashboardStatsSchema = periodStatsSchema.extend({
  period: dashboardPeriodSchema,
  active_jobs: z.number().int(),
  generated_at: isoDateTime,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const REALTIME_WINDOWS = ['last5m', 'last15m', 'last1h', 'last4h', 'last8h'] as const;
export const realtimeWindowSchema = z.enum(REALTIME_WINDOWS);
export type RealtimeWindow = z.infer<typeof realtimeWindowSchema>;
export const REALTIME_WINDOW_LABELS: Record<RealtimeWindow, string> = {
  last5m: '5 min',
  last15m: '15 min',
  last1h: '1 h',
  last4h: '4 h',
  last8h: '8 h',
};
export const REALTIME_WINDOW_MINUTES: Record<RealtimeWindow, number> = {
  last5m: 5,
  last15m: 15,
  last1h: 60,
  last4h: 240,
  last8h: 480,
};
/** Summary tiles use the 8-hour window. */
export const REALTIME_SUMMARY_WINDOW: RealtimeWindow = 'last8h';

export const realtimeStatsQuerySchema = z.object({ period: realtimeWindowSchema });
export type RealtimeStatsQuery = z.infer<typeof realtimeStatsQuerySchema>;

/** GET /stats/calls?period=…: one real-time window. */
export const realtimeStatsSchema = periodStatsSchema.extend({
  period: realtimeWindowSchema,
  from: isoDateTime,
  to: isoDateTime,
});
export type RealtimeStats = z.infer<typeof realtimeStatsSchema>;

/** The trend chart's two ranges: per hour over the last 24 hours, per day over the last 30 days. */
export const TREND_RANGES = ['last_24h', 'last_30d'] as const;
export const trendRangeSchema = z.enum(TREND_RANGES);
export type TrendRange = z.infer<typeof trendRangeSchema>;
export const TREND_BUCKETS: Record<TrendRange, { unit: 'hour' | 'day'; count: number }> = {
  last_24h: { unit: 'hour', count: 24 },
  last_30d: { unit: 'day', count: 30 },
};

export const statsTrendQuerySchema = z.object({ range: trendRangeSchema.default('last_24h') });
export type StatsTrendQuery = z.infer<typeof statsTrendQuerySchema>;

/** One bucket of the trend: the hour or day (in the business time zone) starting at `start`. */
export const trendPointSchema = periodStatsSchema.extend({ start: isoDateTime });
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** GET /stats/trend: every bucket of the range, oldest first, empty ones as zeros. */
export const statsTrendSchema = z.object({
  range: trendRangeSchema,
  unit: z.enum(['hour', 'day']),
  time_zone: z.string(),
  points: z.array(trendPointSchema),
});
export type StatsTrend = z.infer<typeof statsTrendSchema>;

/** The Dashboard's days: the last this many business days, today included. */
export const DASHBOARD_DAYS = 7;

/**
 * One business day of the Dashboard: its calls (voicemail apart from no answer), what they cost and per booked
 * appointment, and the median seconds from a lead's creation to its first call for the leads first called that day
 * (null when none was).
 */
export const dashboardDaySchema = periodStatsSchema.extend({
  start: isoDateTime,
  median_first_call_seconds: z.number().nullable(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** GET /dashboard/days: the last DASHBOARD_DAYS business days, oldest first, empty ones as zeros. */
export const dashboardDaysSchema = z.object({ time_zone: z.string(), days: z.array(dashboardDaySchema) });
export type DashboardDays = z.infer<typeof dashboardDaysSchema>;

/** The texts of the Real-time Statistics screen the spec gives (§8). */
export const REALTIME_STATS_MESSAGES = {
  loadFailed: 'Failed to load statistics',
  noData: 'No data available',
} as const;
