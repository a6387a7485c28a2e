import { z } from 'zod';
import { appointmentSchema } from '../appointments/appointment';
import { isoDateTime } from '../core/envelope';

export const noAnswerCompanySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  no_answer_count: z.number().int(),
  follow_up_date: isoDateTime.nullable(),
});
export type NoAnswerCompany = z.infer<typeof noAnswerCompanySchema>;

/** GET /testing/no-answer/companies (the client also accepts `companies` at the top or a bare array). */
export const noAnswerCompaniesResponseSchema = z.object({ companies: z.array(noAnswerCompanySchema) });
export type NoAnswerCompaniesResponse = z.infer<typeof noAnswerCompaniesResponseSchema>;

/** GET /testing/reminder/appointments (the client also accepts `appointments` at the top or a bare array). */
export const reminderAppointmentsResponseSchema = z.object({ appointments: z.array(appointmentSchema) });
export type ReminderAppointmentsResponse = z.infer<typeof reminderAppointmentsResponseSchema>;

/** What a single 'Set to Today' / 'Set to Tomorrow' answers: the new date (10:00 in the business zone). */
export const followUpDateResultSchema = z.object({ id: z.number().int(), follow_up_date: isoDateTime });
export type FollowUpDateResult = z.infer<typeof followUpDateResultSchema>;

export const appointmentDateResultSchema = z.object({
  id: z.number().int(),
  appointment_datetime: isoDateTime,
});
export type AppointmentDateResult = z.infer<typeof appointmentDateResultSchema>;

/** Bulk 'Set All to Today': every listed row when no ids are given. */
export const bulkCompanyIdsRequestSchema = z.object({
  company_ids: z.array(z.number().int().positive()).optional(),
});
export type BulkCompanyIdsRequest = z.infer<typeof bulkCompanyIdsRequestSchema>;
export const bulkAppointmentIdsRequestSchema = z.object({
  appointment_ids: z.array(z.number().int().positive()).optional(),
});
export type BulkAppointmentIdsRequest = z.infer<typeof bulkAppointmentIdsRequestSchema>;

export const updatedCountSchema = z.object({ updated_count: z.number().int() });
export type UpdatedCount = z.infer<typeof updatedCountSchema>;

export const NO_ANSWER_TESTING_MESSAGES = {
  empty: 'No NO_ANSWER companies found',
  loadFailed: 'Failed to load NO_ANSWER companies',
  updateFailed: 'Failed to update follow-up date',
  bulkFailed: 'Failed to bulk update follow-up dates',
  updated: (id: number) => `Updated follow-up date for company ${id} to today`,
  bulkUpdated: (count: number) => `Updated ${count} companies follow-up dates to today`,
} as const;

export const REMINDER_TESTING_MESSAGES = {
  empty: 'No reminder appointments found',
  loadFailed: 'Failed to load reminder appointments',
  updateFailed: 'Failed to update appointment date',
  bulkFailed: 'Failed to bulk update appointment dates',
  tomorrowFailed: 'Failed to update appointment date to tomorrow',
  updated: (id: number) => `Updated appointment ${id} date to today`,
  bulkUpdated: (count: number) => `Updated ${count} appointments to today`,
  updatedTomorrow: (id: number) => `Updated appointment ${id} date to tomorrow`,
} as const;
