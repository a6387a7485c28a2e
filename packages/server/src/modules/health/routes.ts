import { healthSchema } from '@callops/contracts/console';
import { APP_VERSION } from '@callops/contracts/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
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
        await ctx.database.executeSql('select 1');
      } catch {
        database = 'error';
      }
      const queue = ctx.queue ? await ctx.queue.check() : 'error';
      const ok = database === 'ok' && queue === 'ok';
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: APP_VERSION,
        mode: ctx.config.mode,
        database: { status: database, driver: ctx.database.driver },
        queue: { status: queue },
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
}
