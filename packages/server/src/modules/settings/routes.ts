import { endpoints } from '@callops/contracts';
import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import { initialConfigValue } from './initial-values';
import {
  createConfig,
  deleteConfig,
  ensureKnownConfigEntries,
  getConfig,
  listConfig,
  listConfigGroup,
  updateConfig,
} from './service';

export function registerAppConfigRoutes(app: FastifyInstance): void {
  const e = endpoints.appConfig;

  app.addHook('onReady', async () => {
    const ctx = createServiceContext(app.services, { actor: SYSTEM_ACTOR });
    const added = await ensureKnownConfigEntries(ctx, (definition) =>
      initialConfigValue(definition, ctx.app.config),
    );
    if (added > 0) ctx.log.info(`Added ${added} missing settings with their initial values`);
  });

  route(app, e.list, (ctx) => listConfig(ctx), { compiledAnswer: true });
  route(app, e.group, (ctx, { params }) => listConfigGroup(ctx, params.group), {
    compiledAnswer: true,
  });
  route(app, e.get, (ctx, { params }) => getConfig(ctx, params.key));
  // Log lines name the key and the user, never the value: some values are secrets.
  route(app, e.create, async (ctx, { body }) => {
    const entry = await createConfig(ctx, body);
    ctx.log.info(`${ctx.actor.username} added setting '${entry.key}'`);
    return withMessage(entry, CONFIG_MESSAGES.created);
  });
  route(app, e.update, async (ctx, { params, body }) => {
    const entry = await updateConfig(ctx, { key: params.key, change: body });
    ctx.log.info(`${ctx.actor.username} updated setting '${entry.key}'`);
    return withMessage(entry, CONFIG_MESSAGES.updated);
  });
  route(app, e.remove, async (ctx, { params }) => {
    const deleted = await deleteConfig(ctx, params.key);
    ctx.log.info(`${ctx.actor.username} deleted setting '${params.key}'`);
    return withMessage(deleted, CONFIG_MESSAGES.deleted);
  });
}
