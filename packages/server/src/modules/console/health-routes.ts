import { healthSchema, livenessSchema } from '@callops/contracts/console';
import { APP_VERSION } from '@callops/contracts/core';
import type { FastifyInstance } from 'fastify';

export function registerHealthRoutes(app: FastifyInstance): void {
  const services = app.services;
  const startedAt = Date.now();
  const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);
  app.get(
    '/health',
    {
      schema: {
        summary:
          'Readiness (no token needed): 200 when the database and the job queue answer, 503 while either is away or the process drains before it stops',
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
      const draining = services.lifecycle.draining;
      const ok = !draining && database === 'ok' && queue === 'ok';
      return reply
        .status(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: draining ? 'draining' : ok ? 'ok' : 'degraded',
          version: APP_VERSION,
          mode: services.config.mode,
          database: { status: database, driver: services.database.driver },
          queue: { status: queue },
          uptime_seconds: uptimeSeconds(),
        });
    },
  );
  app.get(
    '/health/live',
    {
      schema: {
        summary: 'Liveness (no token needed): the process runs; its database and queue are not checked',
        tags: ['health'],
        response: { 200: livenessSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok', uptime_seconds: uptimeSeconds() }),
  );
}
