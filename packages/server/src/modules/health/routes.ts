import { healthSchema } from '@callops/contracts/console';
import { APP_VERSION } from '@callops/contracts/core';
import type { FastifyInstance } from 'fastify';

export function registerHealthRoutes(app: FastifyInstance): void {
  const services = app.services;
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and readiness: database and job queue status (no token needed)',
        tags: ['health'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      let database: 'ok' | 'error' = 'ok';
      try {
        await services.database.executeSql('select 1');
      } catch {
        database = 'error';
      }
      const queue = services.queue ? await services.queue.check() : 'error';
      const ok = database === 'ok' && queue === 'ok';
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: APP_VERSION,
        mode: services.config.mode,
        database: { status: database, driver: services.database.driver },
        queue: { status: queue },
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
}
