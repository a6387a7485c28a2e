import { endpoints } from '@callops/contracts';
import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  calendarAuthStatus,
  calendarConsentUrl,
  exchangeCalendarCode,
  refreshCalendarToken,
  saveCalendarCredentials,
  saveCalendarToken,
  upcomingCalendarEvents,
} from './service';

export function registerCalendarRoutes(app: FastifyInstance): void {
  const e = endpoints.calendar;

  route(app, e.authStatus, (ctx) => calendarAuthStatus(ctx));
  route(app, e.authUrl, (ctx) => calendarConsentUrl(ctx));
  route(app, e.upcomingEvents, (ctx, { query }) => upcomingCalendarEvents(ctx, query));
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
  // Both wait on Google's token endpoint, so each groups its own writes.
  route(
    app,
    e.authCode,
    async (ctx, { body }) => {
      const result = await exchangeCalendarCode(ctx, body);
      ctx.log.info(`${ctx.actor.username} authorized Google Calendar`);
      return withMessage(result, result.message);
    },
    { transaction: false },
  );
  route(
    app,
    e.authRefresh,
    async (ctx) => {
      const result = await refreshCalendarToken(ctx);
      ctx.log.info(
        result.authorized
          ? `${ctx.actor.username} refreshed the Google Calendar token`
          : `Google Calendar refused the refresh token asked for by ${ctx.actor.username}: authorization needed`,
      );
      return withMessage(
        result,
        result.authorized ? CALENDAR_MESSAGES.tokenRefreshed : CALENDAR_MESSAGES.refreshRevokedReason,
      );
    },
    { transaction: false },
  );
}
