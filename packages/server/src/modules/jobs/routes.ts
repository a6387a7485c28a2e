import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { listActiveJobs } from './service';

export function registerJobRoutes(app: FastifyInstance): void {
  route(app, endpoints.jobs.active, (ctx) => listActiveJobs(ctx));
}
