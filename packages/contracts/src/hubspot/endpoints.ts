import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { deletedSchema } from '../core/envelope';
import { PAGINATION } from '../core/spec-constants';
import { companySchema, leadsListResponseSchema, limitQuerySchema } from '../leads/company';
import {
  crmLeadPayloadSchema,
  crmLeadStatusParamSchema,
  crmLeadStatusUpdateSchema,
  hubspotIdParamSchema,
  hubspotSyncResultSchema,
} from './crm-lead';

export const hubspotEndpoints = {
  newLeads: defineEndpoint({
    method: 'GET',
    path: '/hubspot/leads/new',
    summary: 'The newest NEW leads (limit, default 10)',
    tag: 'hubspot',
    access: 'viewer',
    query: limitQuerySchema(PAGINATION.crmLeadsLimit),
    response: leadsListResponseSchema,
  }),
  leadsByStatus: defineEndpoint({
    method: 'GET',
    path: '/hubspot/leads/:status',
    summary:
      'Leads of a CRM filter value (all, no-answer, in-progress, ...) or one lead status (limit, default 100)',
    tag: 'hubspot',
    access: 'viewer',
    params: crmLeadStatusParamSchema,
    query: limitQuerySchema(PAGINATION.leadsByStatusLimit),
    response: leadsListResponseSchema,
  }),
  createLead: defineEndpoint({
    method: 'POST',
    path: '/hubspot/leads',
    summary: `Create a CRM lead (in the CRM when live, and locally) ${CHOSEN_PATH_NOTE}`,
    tag: 'hubspot',
    access: 'operator',
    body: crmLeadPayloadSchema,
    response: companySchema,
  }),
  deleteLead: defineEndpoint({
    method: 'DELETE',
    path: '/hubspot/leads/:id',
    summary: `Delete a CRM lead by hubspot_id ${CHOSEN_PATH_NOTE}`,
    tag: 'hubspot',
    access: 'operator',
    params: hubspotIdParamSchema,
    response: deletedSchema,
  }),
  updateLeadStatus: defineEndpoint({
    method: 'PUT',
    path: '/hubspot/leads/:id/status',
    summary: 'Set the status of a CRM lead by hubspot_id; APPOINTMENT_BOOKED also takes lead name and e-mail',
    tag: 'hubspot',
    access: 'operator',
    params: hubspotIdParamSchema,
    body: crmLeadStatusUpdateSchema,
    response: companySchema,
  }),
  updateCompany: defineEndpoint({
    method: 'PUT',
    path: '/hubspot/companies/:id/update',
    summary: 'Edit a CRM lead (name, phone, city, service, hs_lead_status) by hubspot_id',
    tag: 'hubspot',
    access: 'operator',
    params: hubspotIdParamSchema,
    body: crmLeadPayloadSchema,
    response: companySchema,
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
