import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { authenticate } from '../../http/auth-guard';
import { route } from '../../http/route';

export function registerLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.logs.list, async ({ query }) => ctx.logStore.list(query));
}

/** The live socket sits at /ws/logs, beside /api/v1 rather than under it, as the spec names it. */
export function registerLogStream(app: FastifyInstance, ctx: AppContext): void {
  // Browsers cannot set headers on a WebSocket, so the token comes as ?token=.
  app.get(
    '/ws/logs',
    {
      websocket: true,
      schema: {
        summary: 'Live stream of new log entries (WebSocket; pass the bearer token as ?token=)',
        tags: ['logs'],
        querystring: { type: 'object', properties: { token: { type: 'string' } } },
      },
    },
    async (socket, request) => {
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
  );
}
