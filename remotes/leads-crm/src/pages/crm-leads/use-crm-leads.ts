import { endpoints } from '@callops/contracts';
import { PAGINATION } from '@callops/contracts/core';
import type { CrmLeadFilter } from '@callops/contracts/hubspot';
import { LEAD_MESSAGES } from '@callops/contracts/leads';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';
import { CRM_LEADS_TEXT } from './crm-leads-text';

/** The screen asks for up to 100 leads of the filter (spec §9). */
export const useCrmLeads = (filter: CrmLeadFilter) =>
  useEndpointQuery(endpoints.hubspot.leadsByStatus, {
    params: { status: filter },
    query: { limit: PAGINATION.leadsByStatusLimit },
  });

export const useCreateCrmLead = () =>
  useEndpointMutation(endpoints.hubspot.createLead, {
    success: CRM_LEADS_TEXT.created_,
    failure: LEAD_MESSAGES.createFailed,
  });

export const useUpdateCrmLead = () =>
  useEndpointMutation(endpoints.hubspot.updateCompany, {
    success: CRM_LEADS_TEXT.updated,
    failure: LEAD_MESSAGES.updateFailed,
  });

export const useSetCrmLeadStatus = () =>
  useEndpointMutation(endpoints.hubspot.updateLeadStatus, {
    success: (lead) => CRM_LEADS_TEXT.statusChanged(lead.hs_lead_status ?? ''),
    failure: LEAD_MESSAGES.updateFailed,
  });

export const useDeleteCrmLead = () =>
  useEndpointMutation(endpoints.hubspot.deleteLead, {
    success: CRM_LEADS_TEXT.deleted,
    failure: LEAD_MESSAGES.deleteFailed,
  });
