import { PHONE, PHONE_MESSAGES, TESTING_PHONE_PATTERN } from '@callops/contracts/core';
import {
  autoHubspotId,
  type CreateCompanyRequest,
  KANBAN_SAMPLE_COMPANY_NAMES,
  LEAD_MESSAGES,
  type LeadStatus,
  leadStatusSchema,
  pickRandom,
  SERVICE_OPTIONS,
} from '@callops/contracts/leads';
import { z } from 'zod';

export interface CreateLeadValues {
  name?: string;
  phone?: string;
  service?: string;
  lead_status?: LeadStatus;
}

/** A fresh form: the sample phone number and NEW (spec §5). */
export const NEW_LEAD_VALUES: CreateLeadValues = { phone: PHONE.sampleNumber, lead_status: 'NEW' };

export const SERVICE_SELECT_OPTIONS = SERVICE_OPTIONS.map((service) => ({ value: service, label: service }));

/** 'Auto-fill Random': one of the 12 sample company names and a random service. */
export function randomLead(random: () => number = Math.random): { name: string; service: string } {
  return {
    name: pickRandom(KANBAN_SAMPLE_COMPANY_NAMES, random),
    service: pickRandom(SERVICE_OPTIONS, random),
  };
}

/**
 * The form's check: Company Name, Phone Number and Service are required ('Please fill in all required fields',
 * above the form), a phone must match the testing pattern; then the POST /companies body of a kanban lead.
 */
export const createLeadFormSchema = z
  .object({
    name: z.string().trim().default(''),
    phone: z.string().trim().default(''),
    service: z.string().default(''),
    lead_status: leadStatusSchema.default('NEW'),
  })
  .superRefine((values, ctx) => {
    if (!values.name || !values.phone || !values.service) {
      ctx.addIssue({ code: 'custom', path: [], message: LEAD_MESSAGES.requiredFields });
    } else if (!TESTING_PHONE_PATTERN.test(values.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGES.invalidTesting });
    }
  });

export type CreateLeadForm = z.output<typeof createLeadFormSchema>;

/** spec §7: hubspot_id 'kanban_' + timestamp, no e-mail, city '', no unanswered calls. */
export function createLeadBody(form: CreateLeadForm, now: number = Date.now()): CreateCompanyRequest {
  return {
    hubspot_id: autoHubspotId('kanban', now),
    name: form.name,
    phone: form.phone,
    email: null,
    lead_status: form.lead_status,
    city: '',
    service: form.service,
    no_answer_count: 0,
  };
}
