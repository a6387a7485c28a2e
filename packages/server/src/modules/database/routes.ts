import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  appointmentsForTesting,
  companiesForTesting,
  updateAppointmentDates,
  updateNoAnswerDates,
} from './service';

/** Database Management (development only: route() skips devOnly endpoints in production). */
export function registerDatabaseRoutes(app: FastifyInstance): void {
  const e = endpoints.database;

  route(app, e.companiesForTesting, (ctx) => companiesForTesting(ctx));
  route(app, e.appointmentsForTesting, (ctx) => appointmentsForTesting(ctx));
  route(app, e.updateNoAnswerDates, async (ctx, { body }) => {
    const result = await updateNoAnswerDates(ctx, body);
    ctx.log.info(`${ctx.actor.username}: ${result.message}`);
    return withMessage(result, result.message);
  });
  route(app, e.updateAppointmentDates, async (ctx, { body }) => {
    const result = await updateAppointmentDates(ctx, body);
    ctx.log.info(`${ctx.actor.username}: ${result.message}`);
    return withMessage(result, result.message);
  });
}
