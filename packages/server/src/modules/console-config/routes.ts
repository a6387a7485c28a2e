import {
  type ConsoleConfig,
  consoleConfigSchema,
  DEV_ONLY_REMOTES,
  REMOTE_NAMES,
  type RemoteName,
} from '@callops/contracts/console';
import { API_PREFIX, APP_NAME, APP_VERSION } from '@callops/contracts/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { providerModes } from '../../providers/provider-selection';
import { businessTimezone } from '../app-config/live-settings';

/** Production never registers the development-only remotes. */
export function remotesFor(config: AppConfig): { name: RemoteName; entry: string }[] {
  return REMOTE_NAMES.filter((name) => config.mode === 'development' || !DEV_ONLY_REMOTES.includes(name)).map(
    (name) => ({ name, entry: config.remoteEntries[name] ?? `/remotes/${name}/mf-manifest.json` }),
  );
}

export function registerConsoleConfigRoutes(app: FastifyInstance): void {
  app.get(
    '/console-config.json',
    {
      schema: {
        summary: 'What the host reads at boot: mode, MOCK state, version, API base and the remotes to load',
        tags: ['console'],
        response: { 200: consoleConfigSchema },
      },
    },
    async (_request, reply): Promise<ConsoleConfig> => {
      const ctx = createServiceContext(app.services, { actor: SYSTEM_ACTOR });
      const providers = await providerModes(ctx);
      const timeZone = await businessTimezone(ctx);
      reply.header('cache-control', 'no-cache');
      return {
        name: APP_NAME,
        mode: ctx.app.config.mode,
        mock: Object.values(providers).some((m) => m === 'simulated'),
        version: APP_VERSION,
        apiBase: API_PREFIX,
        remotes: remotesFor(ctx.app.config),
        providers,
        businessTimezone: timeZone,
      };
    },
  );
}
