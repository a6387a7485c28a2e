import { endpoints } from '@callops/contracts';
import type { CrmLeadFilter } from '@callops/contracts/hubspot';
import type { LeadStatus } from '@callops/contracts/leads';
import type { CallOptions } from '../client-options';
import type { BodyArgs } from '../endpoint-args';
import { leadsList } from '../tolerant-responses';
import type { Transport } from '../transport';

const e = endpoints.hubspot;

export const createHubspotApi = (t: Transport) => ({
  newLeads: async (limit?: number, options?: CallOptions) =>
    leadsList(await t.callWithMeta(e.newLeads, { query: { limit } }, options)),
  leadsByStatus: async (status: CrmLeadFilter | LeadStatus, limit?: number, options?: CallOptions) =>
    leadsList(await t.callWithMeta(e.leadsByStatus, { params: { status }, query: { limit } }, options)),
  createLead: (lead: BodyArgs<typeof e.createLead>, options?: CallOptions) =>
    t.call(e.createLead, { body: lead }, options),
  deleteLead: (hubspotId: string, options?: CallOptions) =>
    t.call(e.deleteLead, { params: { id: hubspotId } }, options),
  updateLeadStatus: (hubspotId: string, update: BodyArgs<typeof e.updateLeadStatus>, options?: CallOptions) =>
    t.call(e.updateLeadStatus, { params: { id: hubspotId }, body: update }, options),
  updateCompany: (hubspotId: string, lead: BodyArgs<typeof e.updateCompany>, options?: CallOptions) =>
    t.call(e.updateCompany, { params: { id: hubspotId }, body: lead }, options),
  syncNewLeads: (limit?: number, options?: CallOptions) =>
    t.call(e.syncNewLeads, { query: { limit } }, options),
});
