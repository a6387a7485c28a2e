import { endpoints } from '@callops/contracts';
import { DANGER_MESSAGES } from '@callops/contracts/danger';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import { databaseStatus, deleteAllData, deleteTable } from './service';

/** The danger zone: admins, development only (route() skips devOnly endpoints in production). */
export function registerDangerRoutes(app: FastifyInstance): void {
  const e = endpoints.danger;

  route(app, e.status, (ctx) => databaseStatus(ctx));
  route(app, e.deleteAll, async (ctx) => {
    const result = await deleteAllData(ctx);
    const message = DANGER_MESSAGES.deleted(result.actual_deleted, null, result.remaining_records);
    ctx.log.warn(`${ctx.actor.username}: ${message}; ${result.cancelled_jobs} jobs cancelled first`);
    return withMessage(result, message);
  });
  route(app, e.deleteTable, async (ctx, { params }) => {
    const result = await deleteTable(ctx, params.table);
    const message = DANGER_MESSAGES.deleted(result.actual_deleted, params.table, result.remaining_records);
    ctx.log.warn(`${ctx.actor.username}: ${message}; ${result.cancelled_jobs} jobs cancelled first`);
    return withMessage(result, message);
  });
}
