import { type ConsoleConfig, consoleConfigSchema } from '@callops/contracts/console';
import type { FastifyInstance } from 'fastify';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { consoleConfig } from './console-config';

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
      reply.header('cache-control', 'no-cache');
      return consoleConfig(createServiceContext(app.services, { actor: SYSTEM_ACTOR }));
    },
  );
}
