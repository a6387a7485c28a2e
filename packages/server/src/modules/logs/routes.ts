import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { authenticate } from '../../http/auth-guard';
import { route } from '../../http/route';

export function registerLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.logs.list, async ({ query }) => ctx.logStore.list(query));
}

/** The live socket sits at /ws/logs, beside /api/v1 rather than under it, as the spec names it. */
export function registerLogStream(app: FastifyInstance, ctx: AppContext): void {
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
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ success: false, message: 'Connect with a WebSocket' }),
    wsHandler: async (socket, request) => {
      const token = (request.query as { token?: string }).token;
      try {
        await authenticate(token, ctx.db, ctx.tokens);
      } catch {
        socket.close(4401, 'Unauthorized');
        return;
      }
      const unsubscribe = ctx.logStore.subscribe((entry) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(entry));
      });
      socket.on('close', unsubscribe);
    },
  });
}
