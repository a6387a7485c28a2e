import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { columnPage, moveCard, openBoard } from './kanban-service';

export function registerKanbanRoutes(app: FastifyInstance): void {
  const e = endpoints.kanban;

  route(app, e.board, (ctx, { query }) => openBoard(ctx, { perColumn: query.per_column }));
  route(app, e.column, (ctx, { params, query }) =>
    columnPage(ctx, { status: params.status, after: query.after, limit: query.limit }),
  );
  route(app, e.move, async (ctx, { params, body }) => {
    const card = await moveCard(ctx, { id: params.id, to: body.to });
    ctx.log.info(`${ctx.actor.username} moved lead ${card.id} to ${card.lead_status}`);
    return card;
  });
}
