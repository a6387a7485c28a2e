import { endpoints } from '@callops/contracts';
import { NO_ANSWER_TESTING_MESSAGES, REMINDER_TESTING_MESSAGES } from '@callops/contracts/testing';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  bulkSetAppointmentsToday,
  bulkSetFollowUpToday,
  noAnswerCompanies,
  reminderAppointments,
  setAppointmentToday,
  setAppointmentTomorrow,
  setFollowUpToday,
} from './service';

/** The testing section exists in production too (spec §2): these routes are not development-only. */
export function registerTestingRoutes(app: FastifyInstance): void {
  const e = endpoints.testing;
  route(app, e.noAnswerCompanies, (ctx, { query }) => noAnswerCompanies(ctx, query));
  route(app, e.setFollowUpToday, async (ctx, { params }) => {
    const result = await setFollowUpToday(ctx, params.id);
    ctx.log.info(`${ctx.actor.username} set the follow-up date of company ${params.id} to today`);
    return withMessage(result, NO_ANSWER_TESTING_MESSAGES.updated(params.id));
  });
  route(app, e.bulkSetFollowUpToday, async (ctx, { body }) => {
    const result = await bulkSetFollowUpToday(ctx, body?.company_ids);
    ctx.log.info(`${ctx.actor.username} set ${result.updated_count} follow-up dates to today`);
    return withMessage(result, NO_ANSWER_TESTING_MESSAGES.bulkUpdated(result.updated_count));
  });
  route(app, e.reminderAppointments, (ctx, { query }) => reminderAppointments(ctx, query));
  route(app, e.setAppointmentToday, async (ctx, { params }) => {
    const result = await setAppointmentToday(ctx, params.id);
    ctx.log.info(`${ctx.actor.username} set appointment ${params.id} to today`);
    return withMessage(result, REMINDER_TESTING_MESSAGES.updated(params.id));
  });
  route(app, e.bulkSetAppointmentsToday, async (ctx, { body }) => {
    const result = await bulkSetAppointmentsToday(ctx, body?.appointment_ids);
    ctx.log.info(`${ctx.actor.username} set ${result.updated_count} appointments to today`);
    return withMessage(result, REMINDER_TESTING_MESSAGES.bulkUpdated(result.updated_count));
  });
  route(app, e.setAppointmentTomorrow, async (ctx, { params }) => {
    const result = await setAppointmentTomorrow(ctx, params.id);
    ctx.log.info(`${ctx.actor.username} set appointment ${params.id} to tomorrow`);
    return withMessage(result, REMINDER_TESTING_MESSAGES.updatedTomorrow(params.id));
  });
}
