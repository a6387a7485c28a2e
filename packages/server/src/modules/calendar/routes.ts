import { endpoints } from '@callops/contracts';
import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../errors';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  calendarAuthStatus,
  calendarConsentUrl,
  saveCalendarCredentials,
  saveCalendarToken,
} from './service';
import { readSetupText } from './setup-payload';

export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = endpoints.calendar;
  const log = ctx.logger.child({ service: 'calendar' });
  const deps = () => ({ cipher: ctx.cipher, now: ctx.clock.now() });

  route(app, ctx, e.authStatus, async () => calendarAuthStatus(ctx.db, ctx.cipher, ctx.clock.now()));
  route(app, ctx, e.authUrl, async () => calendarConsentUrl(ctx.db, ctx.cipher, ctx.config.publicUrl));
  route(app, ctx, e.uploadCredentials, async ({ request, user }) => {
    const text = await readSetupText(request, ['file', 'credentials_json']);
    if (text === undefined) throw badRequest(CALENDAR_MESSAGES.selectCredentialsFile);
    const result = await saveCalendarCredentials(ctx.db, deps(), user, text);
    log.info(`${user.username} uploaded Google Calendar credentials`);
    return withMessage(result, result.message);
  });
  route(app, ctx, e.setToken, async ({ request, user }) => {
    const text = await readSetupText(request, ['token_json']);
    if (text === undefined) throw badRequest(CALENDAR_MESSAGES.pasteToken);
    const result = await saveCalendarToken(ctx.db, deps(), user, text);
    log.info(`${user.username} saved a Google Calendar token`);
    return withMessage(result, result.message);
  });
}
