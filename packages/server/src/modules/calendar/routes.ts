import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  calendarAuthStatus,
  calendarConsentUrl,
  saveCalendarCredentials,
  saveCalendarToken,
} from './service';

export function registerCalendarRoutes(app: FastifyInstance): void {
  const e = endpoints.calendar;

  route(app, e.authStatus, (ctx) => calendarAuthStatus(ctx));
  route(app, e.authUrl, (ctx) => calendarConsentUrl(ctx));
  route(app, e.uploadCredentials, async (ctx, { body }) => {
    const result = await saveCalendarCredentials(ctx, body);
    ctx.log.info(`${ctx.actor.username} uploaded Google Calendar credentials`);
    return withMessage(result, result.message);
  });
  route(app, e.setToken, async (ctx, { body }) => {
    const result = await saveCalendarToken(ctx, body);
    ctx.log.info(`${ctx.actor.username} saved a Google Calendar token`);
    return withMessage(result, result.message);
  });
}
