import { z } from 'zod';
import { boundedText, emailAddress, externalIdField, FIELD_LIMITS, shortText } from '../core/fields';
import { LEAD_STATUSES, type LeadStatus, leadStatusSchema } from '../leads/lead-status';

/** The CRM leads screen's filter values and the statuses each one covers. */
export const CRM_LEAD_FILTERS = {
  all: [...LEAD_STATUSES],
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
} as const satisfies Record<string, readonly LeadStatus[]>;
export type CrmLeadFilter = keyof typeof CRM_LEAD_FILTERS;
export const CRM_LEAD_FILTER_VALUES = Object.keys(CRM_LEAD_FILTERS) as CrmLeadFilter[];

export const crmLeadFilterSchema = z.enum(CRM_LEAD_FILTER_VALUES as [CrmLeadFilter, ...CrmLeadFilter[]]);

/** GET /hubspot/leads/{status}: a filter value of the CRM screen or one exact lead status. */
export const crmLeadStatusParamSchema = z.object({
  status: z.union([crmLeadFilterSchema, leadStatusSchema]),
});

export const hubspotIdParamSchema = z.object({ id: externalIdField() });

/** Create and update payload of a CRM lead. */
export const crmLeadPayloadSchema = z.object({
  name: shortText().trim().min(1, 'Please fill in the company name'),
  phone: boundedText(FIELD_LIMITS.phone).trim().nullable().optional(),
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
