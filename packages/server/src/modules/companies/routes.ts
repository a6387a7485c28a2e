import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { createCompany, latestCompanies } from './service';

export function registerCompanyRoutes(app: FastifyInstance): void {
  const e = endpoints.companies;

  route(app, e.latest, (ctx, { query }) => latestCompanies(ctx, query));
  route(app, e.create, async (ctx, { body }) => {
    const created = await createCompany(ctx, body);
    ctx.log.info(`${ctx.actor.username} created company ${created.id}`);
    return created;
  });
}
