import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { systemHealth } from './service';

export function registerSystemHealthRoutes(app: FastifyInstance): void {
  route(app, endpoints.systemHealth.get, (ctx) => systemHealth(ctx));
}
