import { CRM_LEAD_FILTER_VALUES, type CrmLead, type CrmLeadFilter } from '@callops/contracts/hubspot';
import { LEAD_STATUSES, type LeadStatus } from '@callops/contracts/leads';
import { CRM_LEADS_TEXT } from './crm-leads-text';

export const FILTER_OPTIONS = CRM_LEAD_FILTER_VALUES.map((value) => ({
  value,
  label: CRM_LEADS_TEXT.filters[value],
}));

export const DEFAULT_FILTER: CrmLeadFilter = 'all';

/** What the create and edit form holds. */
export interface CrmLeadFormValues {
  name?: string;
  phone?: string;
  city?: string;
  service?: string;
  hs_lead_status?: LeadStatus;
}

const isLeadStatus = (value: string | null): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value ?? '');

/** The edit form starts from the lead; a status the console does not know (a portal's own) is left to choose. */
export function formValuesOf(lead: CrmLead): CrmLeadFormValues {
  return {
    name: lead.name ?? '',
    phone: lead.phone ?? '',
    city: lead.city ?? '',
    service: lead.service ?? '',
    ...(isLeadStatus(lead.hs_lead_status) ? { hs_lead_status: lead.hs_lead_status } : {}),
  };
}

/** The form as the create/update payload: empty optional fields are cleared (null). */
export function payloadOf(values: CrmLeadFormValues) {
  const optional = (value: string | undefined) => value?.trim() || null;
  return {
    name: values.name ?? '',
    phone: optional(values.phone),
    city: optional(values.city),
    service: optional(values.service),
    ...(values.hs_lead_status ? { hs_lead_status: values.hs_lead_status } : {}),
  };
}
