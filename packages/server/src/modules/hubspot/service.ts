// The CRM leads screen's calls, through the CRM provider: HubSpot when its token is set, the simulated CRM
// otherwise. A vendor failure answers as the API's own error (400, 404, 429 with Retry-After, else 502).
import type { Deleted } from '@callops/contracts/core';
import type {
  CrmLead,
  CrmLeadPayload,
  CrmLeadStatusUpdate,
  CrmLeadsListResponse,
  HubspotSyncResult,
} from '@callops/contracts/hubspot';
import type { LeadStatus } from '@callops/contracts/leads';
import type { ServiceContext } from '../../context/service-context';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../errors';
import { HUBSPOT_SEARCH_MAX_LIMIT } from '../../providers/hubspot/hubspot-crm';
import { ProviderError } from '../../providers/provider-error';
import { crmProvider } from '../../providers/providers';
import { importCrmLeads } from './crm-import';
import { bookedContactProperties, toCrmLead, toCrmProperties } from './crm-lead-view';

const ENTITY = 'crm_lead';
/** When the CRM said 429 without saying how long to wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 10;

/** The API error for a failed CRM call; anything else is thrown as it is. */
function crmHttpError(error: unknown, id?: string): unknown {
  if (!(error instanceof ProviderError)) return error;
  switch (error.options.status) {
    case 400:
      return badRequest(error.message);
    case 404:
      return notFound(id ? `Lead ${id} not found in the CRM` : error.message);
    case 429:
      return tooManyRequests(error.message, error.options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
    default:
      return new HttpError(502, error.message);
  }
}

async function withCrm<T>(
  ctx: ServiceContext,
  id: string | undefined,
  work: (crm: Awaited<ReturnType<typeof crmProvider>>) => Promise<T>,
): Promise<T> {
  const crm = await crmProvider(ctx);
  try {
    return await work(crm);
  } catch (error) {
    throw crmHttpError(error, id);
  }
}

/** Up to `limit` leads of the given statuses (all when undefined), a CRM search page (≤ 200) at a time. */
export async function listCrmLeads(
  ctx: ServiceContext,
  { statuses, limit }: { statuses: readonly LeadStatus[] | undefined; limit: number },
): Promise<CrmLeadsListResponse> {
  return withCrm(ctx, undefined, async (crm) => {
    const leads: CrmLead[] = [];
    let total = 0;
    let after: string | undefined;
    do {
      const page = await crm.searchLeads({
        ...(statuses ? { statuses } : {}),
        limit: Math.min(HUBSPOT_SEARCH_MAX_LIMIT, limit - leads.length),
        ...(after ? { after } : {}),
      });
      leads.push(...page.records.map(toCrmLead));
      total = page.total;
      after = page.after;
    } while (after && leads.length < limit);
    return { leads, total_count: total, fetched_count: leads.length };
  });
}

export async function createCrmLead(ctx: ServiceContext, payload: CrmLeadPayload): Promise<CrmLead> {
  const lead = await withCrm(ctx, undefined, async (crm) =>
    toCrmLead(await crm.createLead(toCrmProperties(payload))),
  );
  await ctx.audit({
    action: 'create',
    entity: ENTITY,
    entityKey: lead.hubspot_id,
    newValue: `${lead.name} (${lead.hs_lead_status})`,
  });
  return lead;
}

export async function updateCrmLead(
  ctx: ServiceContext,
  { id, payload }: { id: string; payload: CrmLeadPayload },
): Promise<CrmLead> {
  const lead = await withCrm(ctx, id, async (crm) =>
    toCrmLead(await crm.updateLead(id, toCrmProperties(payload))),
  );
  await ctx.audit({
    action: 'update',
    entity: ENTITY,
    entityKey: id,
    newValue: `${lead.name} (${lead.hs_lead_status})`,
  });
  return lead;
}

/** Any status from any other; APPOINTMENT_BOOKED also writes the contact person's name and e-mail. */
export async function setCrmLeadStatus(
  ctx: ServiceContext,
  { id, change }: { id: string; change: CrmLeadStatusUpdate },
): Promise<CrmLead> {
  const properties = {
    hs_lead_status: change.status,
    ...(change.status === 'APPOINTMENT_BOOKED'
      ? bookedContactProperties(change.lead_name, change.lead_email)
      : {}),
  };
  const lead = await withCrm(ctx, id, async (crm) => toCrmLead(await crm.updateLead(id, properties)));
  await ctx.audit({ action: 'update', entity: ENTITY, entityKey: id, newValue: change.status });
  return lead;
}

export async function deleteCrmLead(ctx: ServiceContext, { id }: { id: string }): Promise<Deleted> {
  const deleted = await withCrm(ctx, id, (crm) => crm.deleteLead(id));
  if (!deleted) throw notFound(`Lead ${id} not found in the CRM`);
  await ctx.audit({ action: 'delete', entity: ENTITY, entityKey: id });
  return { deleted: true, id };
}

/** Imports up to `limit` CRM leads into companies now, upserting by hubspot_id (as the hubspot_fetch job does). */
export async function syncNewLeads(
  ctx: ServiceContext,
  { limit }: { limit: number },
): Promise<HubspotSyncResult> {
  const result = await withCrm(ctx, undefined, () => importCrmLeads(ctx, { limit }));
  return { fetched_count: result.fetched, created_count: result.created, updated_count: result.updated };
}
