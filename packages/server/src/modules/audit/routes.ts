import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { route } from '../../http/route';
import { listAuditEntries } from './service';

export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.auditLog.list, async ({ query }) => listAuditEntries(ctx.db, query));
}
