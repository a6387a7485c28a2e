import { endpoints } from '@callops/contracts';
import { type Role, roleAtLeast } from '@callops/contracts/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorEnvelope } from '../../http/envelope';
import { route } from '../../http/route';

export function registerLogRoutes(app: FastifyInstance): void {
  route(app, endpoints.logs.list, async (ctx, { query }) => ctx.app.logStore.list(query));
}

/** The live socket sits at /ws/logs, beside /api/v1 rather than under it, as the spec names it. */
export function registerLogStream(app: FastifyInstance): void {
  const services = app.services;
  // Browsers cannot set headers on a WebSocket, so the token comes as ?token=. A plain HTTP GET is told to upgrade.
  app.route({
    method: 'GET',
    url: '/ws/logs',
    schema: {
      summary:
        'Live stream of new log entries: a WebSocket (pass the bearer token as ?token=); plain HTTP answers 426',
      tags: ['logs'],
      querystring: z.object({ token: z.string().optional() }),
    },
    handler: async (request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send(errorEnvelope(request, 'Connect with a WebSocket')),
    wsHandler: async (socket, request) => {
      const token = (request.query as { token?: string }).token;
      try {
        const actor = await services.authenticate(token);
        // The stream carries what GET /logs does: for the same role only.
        if (!roleAtLeast(actor.role, endpoints.logs.list.access as Role)) {
          socket.close(4403, 'Forbidden');
          return;
        }
      } catch {
        socket.close(4401, 'Unauthorized');
        return;
      }
      const unsubscribe = services.logStore.subscribe((entry) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(entry));
      });
      socket.on('close', unsubscribe);
    },
  });
}
