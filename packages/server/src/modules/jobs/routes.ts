import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { route } from '../../http/route';
import { listActiveJobs } from './service';

export function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.jobs.active, async () => listActiveJobs(ctx.db));
}
