import { z } from 'zod';
import { appointmentSchema } from '../appointments/appointment';
import { MAX_ID } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';
import { companySchema, createCompanyRequestSchema } from '../leads/company';
import { LEAD_STATUSES } from '../leads/lead-status';

/**
 * The testing lists hold at most this many rows (newest or soonest first), and a bulk update takes at most this
 * many ids: everything one screen can select.
 */
export const TESTING_LIST_LIMIT = PAGINATION.maxListLimit;

/** GET /database/companies-for-testing: NO_ANSWER companies (the client also accepts the list bare or in data). */
export const companiesForTestingSchema = z.object({
  companies: z.array(companySchema),
  total_count: z.number().int(),
});
export type CompaniesForTesting = z.infer<typeof companiesForTestingSchema>;

/** GET /database/appointments-for-testing. */
export const appointmentsForTestingSchema = z.object({
  appointments: z.array(appointmentSchema),
  total_count: z.number().int(),
});
export type AppointmentsForTesting = z.infer<typeof appointmentsForTestingSchema>;

const bulkIds = (required: string) =>
  z
    .array(z.number().int().positive().max(MAX_ID))
    .min(1, required)
    .max(TESTING_LIST_LIMIT, `At most ${TESTING_LIST_LIMIT} at a time`);

export const updateNoAnswerDatesRequestSchema = z.object({
  company_ids: bulkIds('Please select at least one company'),
});
export type UpdateNoAnswerDatesRequest = z.infer<typeof updateNoAnswerDatesRequestSchema>;

export const updateAppointmentDatesRequestSchema = z.object({
  appointment_ids: bulkIds('Please select at least one appointment'),
});
export type UpdateAppointmentDatesRequest = z.infer<typeof updateAppointmentDatesRequestSchema>;

export const bulkUpdateResultSchema = z.object({
  message: z.string(),
  updated_count: z.number().int(),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

export const DATABASE_MANAGEMENT_MESSAGES = {
  panels: {
    leadStatusAutofill: 'Lead Status Autofill',
    companies: 'Companies for Testing',
    appointments: 'Appointments for Testing',
  },
  requiredFields: 'Please fill in all required fields',
  invalidPhone: 'Please enter a valid phone number',
  selectCompany: 'Please select at least one company',
  selectAppointment: 'Please select at least one appointment',
  loadFailed: 'Failed to load data',
  noAnswerDatesFailed: 'Failed to update no-answer dates',
  appointmentDatesFailed: 'Failed to update appointment dates',
  leadStatusFailed: 'Failed to update lead status. Please try again.',
  defaultCompanyName: 'Auto-created Company',
  /** The server's answers to the bulk updates. */
  noAnswerDatesUpdated: (count: number) => `Updated ${count} companies' follow-up dates to today at 10:00 AM`,
  appointmentDatesUpdated: (count: number) => `Updated ${count} appointments to today at 10:00 AM`,
  unknownCompanies: (ids: readonly number[]) => `No company with id ${ids.join(', ')}`,
  unknownAppointments: (ids: readonly number[]) => `No appointment with id ${ids.join(', ')}`,
} as const;

/**
 * The Database Management create form (spec §5): the body of POST /companies with the lead status required too
 * ('Please fill in all required fields', as for a missing phone).
 */
export const testingCompanyFormSchema = createCompanyRequestSchema.extend({
  lead_status: z.enum(LEAD_STATUSES, { error: DATABASE_MANAGEMENT_MESSAGES.requiredFields }),
});
