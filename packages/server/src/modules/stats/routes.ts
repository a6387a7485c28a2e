import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { route } from '../../http/route';
import { combinedStats, dashboardStats } from './service';

export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = endpoints.stats;
  route(app, ctx, e.combined, async () => combinedStats(ctx.db, ctx.clock.now()));
  route(app, ctx, e.dashboard, async ({ query }) => dashboardStats(ctx.db, ctx.clock.now(), query.period));
}
