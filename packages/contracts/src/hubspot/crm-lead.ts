import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { boundedText, emailAddress, externalIdField, FIELD_LIMITS, shortText } from '../core/fields';
import { PHONE_MESSAGES, TESTING_PHONE_PATTERN } from '../core/phone';
import { LEAD_MESSAGES } from '../leads/company';
import { type LeadStatus, leadStatusSchema } from '../leads/lead-status';

/**
 * The CRM leads screen's filter values and the statuses each one covers; `all` asks the CRM for every lead,
 * whatever its status (a live portal may hold statuses of its own).
 */
export const CRM_LEAD_FILTERS = {
  all: null,
  new: ['NEW'],
  'no-answer': ['NO_ANSWER'],
  'in-progress': ['NEW_IN_PROGRESS', 'NO_ANSWER_IN_PROGRESS', 'LEAD_SCORE_PENDING'],
  'appointment-booked': [
    'APPOINTMENT_BOOKED',
    'APPOINTMENT_BOOKED_SMS_SENT',
    'APPOINTMENT_BOOKED_EMAIL_SENT',
    'APPOINTMENT_REMINDER_SMS_SENT',
    'APPOINTMENT_REMINDER_EMAIL_SENT',
  ],
  qualified: ['QUALIFIED', 'QUALIFIED_SMS_SENT', 'QUALIFIED_EMAIL_SENT'],
  unqualified: ['UNQUALIFIED'],
} as const satisfies Record<string, readonly LeadStatus[] | null>;
export type CrmLeadFilter = keyof typeof CRM_LEAD_FILTERS;
export const CRM_LEAD_FILTER_VALUES = Object.keys(CRM_LEAD_FILTERS) as CrmLeadFilter[];

export const crmLeadFilterSchema = z.enum(CRM_LEAD_FILTER_VALUES as [CrmLeadFilter, ...CrmLeadFilter[]]);

/** GET /hubspot/leads/{status}: a filter value of the CRM screen or one exact lead status. */
export const crmLeadStatusParamSchema = z.object({
  status: z.union([crmLeadFilterSchema, leadStatusSchema]),
});

export const hubspotIdParamSchema = z.object({ id: externalIdField() });

/** The statuses a filter value (or one exact status) stands for; undefined: every lead. */
export function crmStatusesOf(status: CrmLeadFilter | LeadStatus): readonly LeadStatus[] | undefined {
  if (status in CRM_LEAD_FILTERS) return CRM_LEAD_FILTERS[status as CrmLeadFilter] ?? undefined;
  return [status as LeadStatus];
}

/** A lead as the CRM holds it (HubSpot contact, or a record of the simulated CRM), addressed by its CRM id. */
export const crmLeadSchema = z.object({
  hubspot_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  service: z.string().nullable(),
  /** The CRM's hs_lead_status as it is (a live portal may use values of its own). */
  hs_lead_status: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type CrmLead = z.infer<typeof crmLeadSchema>;

export const crmLeadsListResponseSchema = z.object({
  leads: z.array(crmLeadSchema),
  total_count: z.number().int(),
  fetched_count: z.number().int(),
});
export type CrmLeadsListResponse = z.infer<typeof crmLeadsListResponseSchema>;

/** Create and update payload of a CRM lead. */
export const crmLeadPayloadSchema = z.object({
  name: shortText().trim().min(1, LEAD_MESSAGES.companyNameRequired),
  phone: boundedText(FIELD_LIMITS.phone)
    .trim()
    .refine((phone) => phone === '' || TESTING_PHONE_PATTERN.test(phone), PHONE_MESSAGES.invalidTesting)
    .nullable()
    .optional(),
  city: shortText().trim().nullable().optional(),
  service: shortText().trim().nullable().optional(),
  hs_lead_status: leadStatusSchema.default('NEW'),
});
export type CrmLeadPayload = z.infer<typeof crmLeadPayloadSchema>;

/** PUT /hubspot/leads/{id}/status. */
export const crmLeadStatusUpdateSchema = z.object({
  status: leadStatusSchema,
  lead_name: shortText().trim().min(1).nullable().optional(),
  lead_email: emailAddress().nullable().optional(),
});
export type CrmLeadStatusUpdate = z.infer<typeof crmLeadStatusUpdateSchema>;

export const hubspotSyncResultSchema = z.object({
  fetched_count: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
});
export type HubspotSyncResult = z.infer<typeof hubspotSyncResultSchema>;
