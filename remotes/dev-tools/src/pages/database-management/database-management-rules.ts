import { DATABASE_MANAGEMENT_MESSAGES } from '@callops/contracts/database';
import {
  autoHubspotId,
  CANADIAN_SAMPLE_COMPANIES,
  type Company,
  type CreateCompanyRequest,
  type LeadStatus,
  pickRandom,
  type SampleCompany,
} from '@callops/contracts/leads';

/** What the Lead Status Autofill form holds. */
export interface LeadStatusFormValues {
  phone?: string;
  lead_status?: LeadStatus;
  name?: string;
  service?: string;
}

/** Autofill: one of the 20 sample Canadian companies with its service. */
export const sampleCompany = (random: () => number = Math.random): SampleCompany =>
  pickRandom(CANADIAN_SAMPLE_COMPANIES, random);

const digits = (phone: string) => phone.replace(/\D/g, '');

/** The company the form's phone stands for: same digits, however written ('+1 (416) 555-0100' = '14165550100'). */
export function companyWithPhone(companies: readonly Company[], phone: string): Company | undefined {
  const wanted = digits(phone);
  if (wanted === '') return undefined;
  return companies.find((company) => company.phone !== null && digits(company.phone) === wanted);
}

/**
 * The create request for a new testing company (spec §7): hubspot_id 'auto_' plus the timestamp, the name or
 * 'Auto-created Company', no e-mail, no city, the service or null, no unanswered calls yet. The schema still checks
 * the phone (required, pattern of spec §5) and the lead status.
 */
export function newTestingCompany(values: LeadStatusFormValues, now: number): Partial<CreateCompanyRequest> {
  return {
    hubspot_id: autoHubspotId('auto', now),
    name: values.name?.trim() || DATABASE_MANAGEMENT_MESSAGES.defaultCompanyName,
    phone: values.phone ?? '',
    email: null,
    lead_status: values.lead_status,
    city: null,
    service: values.service?.trim() || null,
    no_answer_count: 0,
  };
}

/** Ticking or unticking one row. */
export function toggled(selected: readonly number[], id: number, checked: boolean): number[] {
  const rest = selected.filter((s) => s !== id);
  return checked ? [...rest, id] : rest;
}

/** The selection of rows still listed (after a refresh some may be gone). */
export const stillListed = (selected: readonly number[], listed: readonly number[]): number[] =>
  selected.filter((id) => listed.includes(id));

/** The 'select all' box: ticked when every listed row is, half-ticked when some are. */
export function selectAllState(selected: readonly number[], listed: readonly number[]) {
  const count = stillListed(selected, listed).length;
  return {
    checked: listed.length > 0 && count === listed.length,
    indeterminate: count > 0 && count < listed.length,
  };
}
