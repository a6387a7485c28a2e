// GET /metrics in Prometheus' text format, outside /api/v1: Prometheus sends METRICS_TOKEN as its bearer token.
// Without METRICS_TOKEN it is open in development only; production refuses it rather than publish it by accident.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import { registry } from '../metrics/registry';
import { sampleForScrape } from '../metrics/scrape-samples';
import { bearerToken } from './bearer-token';

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (given: string, wanted: string) => timingSafeEqual(digest(given), digest(wanted));

export function registerMetricsRoute(app: FastifyInstance): void {
  const { config, database } = app.services;
  app.get(
    '/metrics',
    {
      schema: {
        summary:
          'Prometheus metrics (text format): needs METRICS_TOKEN as bearer token; without it, open in development and refused in production',
        tags: ['health'],
      },
      onRequest: async (request) => {
        if (config.metricsToken === undefined) {
          if (config.mode === 'production')
            throw forbidden('/metrics is refused in production until METRICS_TOKEN is set');
          return;
        }
        const token = bearerToken(request);
        if (token === undefined || !sameToken(token, config.metricsToken))
          throw unauthorized('/metrics needs the METRICS_TOKEN bearer token');
      },
    },
    async (_request, reply) => {
      await sampleForScrape(database);
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
}
