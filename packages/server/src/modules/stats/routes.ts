import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { combinedStats, dashboardDays, dashboardStats, realtimeStats, statsTrend } from './service';

/**
 * The windows end at "now": a shared answer is read again after this long even when no call changed, so an old call
 * leaves a window at most a second late.
 */
const WINDOWS_SLIDE_MS = 1_000;

export function registerStatsRoutes(app: FastifyInstance): void {
  const e = endpoints.stats;
  // Every open Dashboard asks for it, and it is the same for everyone.
  route(app, e.combined, (ctx) => combinedStats(ctx), {
    shared: { tables: ['calls'], maxAgeMs: WINDOWS_SLIDE_MS },
  });
  route(app, e.dashboard, (ctx, { query }) => dashboardStats(ctx, query.period));
  route(app, e.days, (ctx) => dashboardDays(ctx));
  route(app, e.realtime, (ctx, { query }) => realtimeStats(ctx, query.period));
  route(app, e.trend, (ctx, { query }) => statsTrend(ctx, query.range));
}
