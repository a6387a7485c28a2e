import { endpoints } from '@callops/contracts';
import { ADMIN_PHONE_MESSAGES } from '@callops/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  addAdminPhone,
  clearAdminPhones,
  listAdminPhones,
  removeAdminPhone,
  updateAdminPhone,
} from './admin-phone-service';

export function registerAdminPhoneRoutes(app: FastifyInstance): void {
  const e = endpoints.adminPhones;

  route(app, e.list, (ctx) => listAdminPhones(ctx));
  route(app, e.add, async (ctx, { body }) => {
    const result = await addAdminPhone(ctx, body.phoneNumber);
    ctx.log.info(`${ctx.actor.username} added an admin phone`);
    return withMessage(result, ADMIN_PHONE_MESSAGES.added);
  });
  route(app, e.update, async (ctx, { body }) => {
    const result = await updateAdminPhone(ctx, { from: body.oldPhoneNumber, to: body.newPhoneNumber });
    ctx.log.info(`${ctx.actor.username} changed an admin phone`);
    return withMessage(result, ADMIN_PHONE_MESSAGES.updated);
  });
  route(app, e.remove, async (ctx, { body }) => {
    const result = await removeAdminPhone(ctx, body.phoneNumber);
    ctx.log.info(`${ctx.actor.username} removed an admin phone`);
    return withMessage(result, ADMIN_PHONE_MESSAGES.removed);
  });
  route(app, e.clear, async (ctx) => {
    const result = await clearAdminPhones(ctx);
    ctx.log.info(`${ctx.actor.username} cleared the admin phones`);
    return withMessage(result, ADMIN_PHONE_MESSAGES.cleared);
  });
}
