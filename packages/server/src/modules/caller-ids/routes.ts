import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context/service-context';
import { route } from '../../http/route';
import { engineSettings } from '../../settings/live-settings';
import { callerIdFigures } from './caller-id-figures';

async function callerIds(ctx: ServiceContext) {
  const settings = await engineSettings(ctx);
  const fallback = (await ctx.app.settings.read(ctx.db)).get('vapi_phone_number_id');
  return callerIdFigures(ctx, {
    pool: settings.callerIds.pool,
    rule: settings.callerIds,
    timeZone: settings.timeZone,
    defaultPhoneNumberId: fallback?.value.trim() || null,
  });
}

export function registerCallerIdRoutes(app: FastifyInstance): void {
  route(app, endpoints.callerIds.list, (ctx) => callerIds(ctx));
}
