import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { combinedStats, dashboardStats } from './service';

export function registerStatsRoutes(app: FastifyInstance): void {
  const e = endpoints.stats;
  route(app, e.combined, (ctx) => combinedStats(ctx));
  route(app, e.dashboard, (ctx, { query }) => dashboardStats(ctx, query.period));
}
