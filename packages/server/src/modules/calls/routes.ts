import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { callsInProgress } from './in-progress';
import { registerListenTicketRoute } from './listen-routes';
import { latestCalls } from './service';

export function registerCallRoutes(app: FastifyInstance): void {
  const e = endpoints.calls;

  route(app, e.latest, (ctx, { query }) => latestCalls(ctx, query));
  route(app, e.inProgress, (ctx) => callsInProgress(ctx));
  registerListenTicketRoute(app);
}
