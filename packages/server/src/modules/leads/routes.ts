import { endpoints } from '@callops/contracts';
import { LEAD_MESSAGES } from '@callops/contracts/leads';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  createCompany,
  latestCompanies,
  searchCompanies,
  setFollowUpToday,
  updateLeadStatus,
} from './service';

/** A safety net: should a change notice ever be lost (the database connection dropped), the list is read again. */
const LATEST_KEPT_MS = 5_000;

export function registerCompanyRoutes(app: FastifyInstance): void {
  const e = endpoints.companies;

  // The Leads page's list, the same for everyone: shared until a company changes.
  route(app, e.latest, (ctx, { query }) => latestCompanies(ctx, query), {
    shared: { tables: ['companies'], maxAgeMs: LATEST_KEPT_MS },
    compiledAnswer: true,
  });
  route(app, e.search, (ctx, { query }) => searchCompanies(ctx, query));
  route(app, e.create, async (ctx, { body }) => {
    const created = await createCompany(ctx, body);
    ctx.log.info(`${ctx.actor.username} created company ${created.id}`);
    return created;
  });
  route(app, e.updateLeadStatus, async (ctx, { params, body }) => {
    const company = await updateLeadStatus(ctx, { id: params.id, change: body });
    ctx.log.info(`${ctx.actor.username} set company ${company.id} to ${company.lead_status}`);
    return company;
  });
  route(app, e.setFollowUpToday, async (ctx, { params }) =>
    withMessage(await setFollowUpToday(ctx, params), LEAD_MESSAGES.followUpSetToday),
  );
}
