import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import {
  boundedText,
  emailAddress,
  externalIdField,
  FIELD_LIMITS,
  limitField,
  shortText,
} from '../core/fields';
import { PHONE_MESSAGES, TESTING_PHONE_PATTERN } from '../core/phone';
import { PAGINATION } from '../core/spec-constants';
import { type LeadStatus, leadStatusSchema } from './lead-status';

export const LEAD_MESSAGES = {
  companyNameRequired: 'Please fill in the company name',
  createFailed: 'Failed to create lead. Please try again.',
  updateFailed: 'Failed to update lead. Please try again.',
  deleteFailed: 'Failed to delete lead. Please try again.',
  loadTabFailed: (tab: string, message: string) => `Failed to load ${tab} data: ${message}`,
  updateStatusFailed: (message: string) => `Failed to update lead status: ${message}`,
  updateDateFailed: 'Failed to update date',
  updateFollowUpFailed: 'Failed to update follow-up date',
  updateCallFollowUpFailed: 'Failed to update call follow-up date',
  followUpSetToday: 'Follow-up date set to today',
  loadingAuthentication: 'Loading authentication...',
  showing: (fetched: number, total: number, noun: 'leads' | 'appointments') =>
    `Showing ${fetched} of ${total} ${noun}`,
  kanbanMoveRejected: (from: string, to: string) => `Cannot move from ${from} to ${to}`,
  kanbanCreateFailed: 'Failed to create lead',
  requiredFields: 'Please fill in all required fields',
} as const;

/** A company is a lead. */
export const companySchema = z.object({
  id: z.number().int(),
  hubspot_id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  service: z.string().nullable(),
  lead_status: leadStatusSchema,
  lead_score: z.number().nullable(),
  no_answer_count: z.number().int(),
  follow_up_date: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /**
   * Beyond the spec: the called person's time zone as the number (and city) tell it, when certain; null when it
   * cannot be told (then only hours open in all the zones it may be in are used) or is not worked out yet.
   */
  callee_time_zone: z.string().nullable(),
  /**
   * A callback the lead asked for on a call, booked at `at` (inside its hours and caps), shown in `zone`, the lead's
   * own; `note` says why it is not at the time asked for. Null when none is pending.
   */
  callback: z.object({ at: isoDateTime, zone: z.string(), note: z.string().nullable() }).nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** Lists of leads (the client also accepts `companies` for `leads`). */
export const leadsListResponseSchema = z.object({
  leads: z.array(companySchema),
  total_count: z.number().int(),
  fetched_count: z.number().int(),
});
export type LeadsListResponse = z.infer<typeof leadsListResponseSchema>;

const limit = (fallback: number) => limitField(fallback, PAGINATION.maxListLimit);

export const limitQuerySchema = (fallback: number) => z.object({ limit: limit(fallback) });

/** GET /companies/latest: newest companies, optionally only some statuses (DB Leads: NEW and NO_ANSWER). */
export const latestCompaniesQuerySchema = z.object({
  limit: limit(PAGINATION.maxListLimit),
  statuses: z
    .union([leadStatusSchema, z.array(leadStatusSchema)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
});
export type LatestCompaniesQuery = z.infer<typeof latestCompaniesQuerySchema>;

export const companySearchQuerySchema = z.object({ q: shortText().trim().min(1) });
export type CompanySearchQuery = z.infer<typeof companySearchQuerySchema>;

/**
 * Setting a lead's status by hand: any status from any other. For APPOINTMENT_BOOKED the lead name and e-mail
 * travel with it (null when not given).
 */
export const leadStatusUpdateSchema = z.object({
  lead_status: leadStatusSchema,
  lead_name: shortText().trim().min(1).nullable().optional(),
  lead_email: emailAddress().nullable().optional(),
});
export type LeadStatusUpdate = z.infer<typeof leadStatusUpdateSchema>;

/** POST /companies (Database Management and kanban create). */
export const createCompanyRequestSchema = z.object({
  /** `auto_` + timestamp from Database Management, `kanban_` + timestamp from the kanban. */
  hubspot_id: externalIdField(),
  name: shortText().trim().min(1).default('Auto-created Company'),
  phone: boundedText(FIELD_LIMITS.phone)
    .trim()
    .min(1, { message: LEAD_MESSAGES.requiredFields, abort: true })
    .regex(TESTING_PHONE_PATTERN, PHONE_MESSAGES.invalidTesting),
  email: emailAddress().nullable().default(null),
  lead_status: leadStatusSchema.default('NEW'),
  city: shortText().nullable().default(null),
  service: shortText().nullable().default(null),
  no_answer_count: z.number().int().min(0).max(1_000).default(0),
});
export type CreateCompanyRequest = z.infer<typeof createCompanyRequestSchema>;

export const createdIdSchema = z.object({ id: z.number().int() });
export type CreatedId = z.infer<typeof createdIdSchema>;

export const autoHubspotId = (source: 'auto' | 'kanban', now: number = Date.now()): string =>
  `${source}_${now}`;

/** GET /leads/stats: how many leads sit in each status. */
export const leadStatsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(leadStatusSchema, z.number().int()),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;

/** DB Leads tab titles. */
export const DB_LEADS_TABS = {
  leads: 'Latest New/No Answer Leads (Top 10)',
  appointments: 'Latest Appointments (Top 10)',
} as const;
/** The statuses the DB Leads leads tab shows. */
export const DB_LEADS_STATUSES = ['NEW', 'NO_ANSWER'] as const satisfies readonly LeadStatus[];
