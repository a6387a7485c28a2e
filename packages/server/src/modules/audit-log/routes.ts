import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { listAuditEntries } from './service';

export function registerAuditRoutes(app: FastifyInstance): void {
  route(app, endpoints.auditLog.list, (ctx, { query }) => listAuditEntries(ctx, query));
}
