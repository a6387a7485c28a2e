import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { deletedSchema } from '../core/envelope';
import { PAGINATION } from '../core/spec-constants';
import { limitQuerySchema } from '../leads/company';
import {
  crmLeadPayloadSchema,
  crmLeadSchema,
  crmLeadStatusParamSchema,
  crmLeadStatusUpdateSchema,
  crmLeadsListResponseSchema,
  hubspotIdParamSchema,
  hubspotSyncResultSchema,
} from './crm-lead';

/**
 * The CRM as the Hubspot Leads screen sees it, through the CRM provider: HubSpot's contacts when a token is set,
 * the simulated CRM otherwise. Everything but the import is development only, as that screen is.
 */
export const hubspotEndpoints = {
  newLeads: defineEndpoint({
    method: 'GET',
    path: '/hubspot/leads/new',
    summary: 'The newest NEW leads (limit, default 10)',
    tag: 'hubspot',
    access: 'viewer',
    devOnly: true,
    query: limitQuerySchema(PAGINATION.crmLeadsLimit),
    response: crmLeadsListResponseSchema,
  }),
  leadsByStatus: defineEndpoint({
    method: 'GET',
    path: '/hubspot/leads/:status',
    summary:
      'Leads of a CRM filter value (all, no-answer, in-progress, ...) or one lead status (limit, default 100)',
    tag: 'hubspot',
    access: 'viewer',
    devOnly: true,
    params: crmLeadStatusParamSchema,
    query: limitQuerySchema(PAGINATION.leadsByStatusLimit),
    response: crmLeadsListResponseSchema,
  }),
  createLead: defineEndpoint({
    method: 'POST',
    path: '/hubspot/leads',
    summary: `Create a lead in the CRM (a HubSpot contact when live); answers it with its CRM id ${CHOSEN_PATH_NOTE}`,
    tag: 'hubspot',
    access: 'operator',
    devOnly: true,
    body: crmLeadPayloadSchema,
    response: crmLeadSchema,
  }),
  deleteLead: defineEndpoint({
    method: 'DELETE',
    path: '/hubspot/leads/:id',
    summary: `Delete (archive) a CRM lead by its CRM id; an unknown id is a 404 ${CHOSEN_PATH_NOTE}`,
    tag: 'hubspot',
    access: 'operator',
    devOnly: true,
    params: hubspotIdParamSchema,
    response: deletedSchema,
  }),
  updateLeadStatus: defineEndpoint({
    method: 'PUT',
    path: '/hubspot/leads/:id/status',
    summary: 'Set the status of a CRM lead by hubspot_id; APPOINTMENT_BOOKED also takes lead name and e-mail',
    tag: 'hubspot',
    access: 'operator',
    devOnly: true,
    params: hubspotIdParamSchema,
    body: crmLeadStatusUpdateSchema,
    response: crmLeadSchema,
  }),
  updateCompany: defineEndpoint({
    method: 'PUT',
    path: '/hubspot/companies/:id/update',
    summary: 'Edit a CRM lead (name, phone, city, service, hs_lead_status) by hubspot_id',
    tag: 'hubspot',
    access: 'operator',
    devOnly: true,
    params: hubspotIdParamSchema,
    body: crmLeadPayloadSchema,
    response: crmLeadSchema,
  }),
  syncNewLeads: defineEndpoint({
    method: 'POST',
    path: '/hubspot/sync/new-leads',
    summary: 'Import new CRM leads now, upserting by hubspot_id (limit, default 100)',
    tag: 'hubspot',
    access: 'operator',
    query: limitQuerySchema(PAGINATION.hubspotSyncLimit),
    response: hubspotSyncResultSchema,
  }),
};
