import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { callsInProgress } from './in-progress';
import { registerListenTicketRoute } from './listen-routes';
import { controlCall } from './live-control';
import { latestCalls } from './service';

export function registerCallRoutes(app: FastifyInstance): void {
  const e = endpoints.calls;

  route(app, e.latest, (ctx, { query }) => latestCalls(ctx, query), { compiledAnswer: true });
  route(app, e.inProgress, (ctx) => callsInProgress(ctx));
  // Control waits on the voice provider: no transaction is held meanwhile; controlCall groups its own writes.
  const control = { transaction: false } as const;
  // Say and Guide differ only in what the agent does with the text.
  for (const kind of ['say', 'guide'] as const)
    route(
      app,
      e[kind],
      (ctx, { params, body }) =>
        controlCall(ctx, params.id, { kind, requestId: body.request_id, text: body.text }),
      control,
    );
  route(
    app,
    e.transfer,
    (ctx, { params, body }) =>
      controlCall(ctx, params.id, { kind: 'transfer', requestId: body.request_id, to: body.to }),
    control,
  );
  route(
    app,
    e.end,
    (ctx, { params, body }) => controlCall(ctx, params.id, { kind: 'end', requestId: body.request_id }),
    control,
  );
  registerListenTicketRoute(app);
}
