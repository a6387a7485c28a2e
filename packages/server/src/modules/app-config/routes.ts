import { endpoints } from '@callops/contracts';
import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
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

export function registerAppConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = endpoints.appConfig;
  const log = ctx.logger.child({ service: 'app-config' });
  const deps = () => ({ cipher: ctx.cipher, now: ctx.clock.now() });

  app.addHook('onReady', async () => {
    const added = await ensureKnownConfigEntries(ctx.db, deps(), (definition) =>
      initialConfigValue(definition, ctx.config),
    );
    if (added > 0) log.info(`Added ${added} missing settings with their initial values`);
  });

  route(app, ctx, e.list, async () => listConfig(ctx.db, ctx.cipher));
  route(app, ctx, e.group, async ({ params }) => listConfigGroup(ctx.db, ctx.cipher, params.group));
  route(app, ctx, e.get, async ({ params }) => getConfig(ctx.db, ctx.cipher, params.key));
  // Log lines name the key and the user, never the value: some values are secrets.
  route(app, ctx, e.create, async ({ body, user }) => {
    const entry = await createConfig(ctx.db, deps(), user, body);
    log.info(`${user.username} added setting '${entry.key}'`);
    return withMessage(entry, CONFIG_MESSAGES.created);
  });
  route(app, ctx, e.update, async ({ params, body, user }) => {
    const entry = await updateConfig(ctx.db, deps(), user, params.key, body);
    log.info(`${user.username} updated setting '${entry.key}'`);
    return withMessage(entry, CONFIG_MESSAGES.updated);
  });
  route(app, ctx, e.remove, async ({ params, user }) => {
    const deleted = await deleteConfig(ctx.db, deps(), user, params.key);
    log.info(`${user.username} deleted setting '${params.key}'`);
    return withMessage(deleted, CONFIG_MESSAGES.deleted);
  });
}
