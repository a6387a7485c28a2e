import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { combinedStats, dashboardStats, realtimeStats, statsTrend } from './service';

export function registerStatsRoutes(app: FastifyInstance): void {
  const e = endpoints.stats;
  route(app, e.combined, (ctx) => combinedStats(ctx));
  route(app, e.dashboard, (ctx, { query }) => dashboardStats(ctx, query.period));
  route(app, e.realtime, (ctx, { query }) => realtimeStats(ctx, query.period));
  route(app, e.trend, (ctx, { query }) => statsTrend(ctx, query.range));
}
