import { endpoints } from '@callops/contracts';
import { ADMIN_PHONE_MESSAGES } from '@callops/contracts/settings';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  addAdminPhone,
  clearAdminPhones,
  listAdminPhones,
  removeAdminPhone,
  updateAdminPhone,
} from './service';

export function registerAdminPhoneRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = endpoints.adminPhones;
  const log = ctx.logger.child({ service: 'admin-phones' });

  route(app, ctx, e.list, async () => listAdminPhones(ctx.db));
  route(app, ctx, e.add, async ({ body, user }) => {
    const result = await addAdminPhone(ctx.db, user, ctx.clock.now(), body.phoneNumber);
    log.info(`${user.username} added an admin phone`);
    return withMessage(result, ADMIN_PHONE_MESSAGES.added);
  });
  route(app, ctx, e.update, async ({ body, user }) => {
    const result = await updateAdminPhone(
      ctx.db,
      user,
      ctx.clock.now(),
      body.oldPhoneNumber,
      body.newPhoneNumber,
    );
    log.info(`${user.username} changed an admin phone`);
    return withMessage(result, ADMIN_PHONE_MESSAGES.updated);
  });
  route(app, ctx, e.remove, async ({ body, user }) => {
    const result = await removeAdminPhone(ctx.db, user, ctx.clock.now(), body.phoneNumber);
    log.info(`${user.username} removed an admin phone`);
    return withMessage(result, ADMIN_PHONE_MESSAGES.removed);
  });
  route(app, ctx, e.clear, async ({ user }) => {
    const result = await clearAdminPhones(ctx.db, user, ctx.clock.now());
    log.info(`${user.username} cleared the admin phones`);
    return withMessage(result, ADMIN_PHONE_MESSAGES.cleared);
  });
}
