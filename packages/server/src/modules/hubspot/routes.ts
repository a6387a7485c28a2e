import { endpoints } from '@callops/contracts';
import { crmStatusesOf } from '@callops/contracts/hubspot';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import {
  createCrmLead,
  deleteCrmLead,
  listCrmLeads,
  setCrmLeadStatus,
  syncNewLeads,
  updateCrmLead,
} from './service';

// The writes wait on HubSpot when it is live, so no transaction is held open across them; each CRM write is one
// call (one statement in the simulated CRM).
const VENDOR = { transaction: false } as const;

export function registerHubspotRoutes(app: FastifyInstance): void {
  const e = endpoints.hubspot;

  route(app, e.newLeads, (ctx, { query }) => listCrmLeads(ctx, { statuses: ['NEW'], limit: query.limit }));
  route(app, e.leadsByStatus, (ctx, { params, query }) =>
    listCrmLeads(ctx, { statuses: crmStatusesOf(params.status), limit: query.limit }),
  );
  route(
    app,
    e.createLead,
    async (ctx, { body }) => {
      const lead = await createCrmLead(ctx, body);
      ctx.log.info(`${ctx.actor.username} created CRM lead ${lead.hubspot_id}`);
      return lead;
    },
    VENDOR,
  );
  route(
    app,
    e.updateCompany,
    (ctx, { params, body }) => updateCrmLead(ctx, { id: params.id, payload: body }),
    VENDOR,
  );
  route(
    app,
    e.updateLeadStatus,
    (ctx, { params, body }) => setCrmLeadStatus(ctx, { id: params.id, change: body }),
    VENDOR,
  );
  route(
    app,
    e.deleteLead,
    async (ctx, { params }) => {
      const deleted = await deleteCrmLead(ctx, params);
      ctx.log.info(`${ctx.actor.username} deleted CRM lead ${params.id}`);
      return deleted;
    },
    VENDOR,
  );
  route(app, e.syncNewLeads, (ctx, { query }) => syncNewLeads(ctx, query), VENDOR);
}
