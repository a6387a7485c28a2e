import { z } from 'zod';
import { appointmentSchema } from '../appointments/appointment';
import { isoDateTime } from '../core/envelope';
import { idField, limitField } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';

export const noAnswerCompanySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  no_answer_count: z.number().int(),
  follow_up_date: isoDateTime.nullable(),
});
export type NoAnswerCompany = z.infer<typeof noAnswerCompanySchema>;

/** The testing lists show at most this many rows; their summary counts cover every row. */
export const testingListQuerySchema = z.object({
  limit: limitField(PAGINATION.maxListLimit, PAGINATION.maxListLimit),
});
export type TestingListQuery = z.infer<typeof testingListQuerySchema>;

/**
 * GET /testing/no-answer/companies (the client also accepts `companies` at the top or a bare array). The counts are
 * the summary cards over every NO_ANSWER company, 'today' being the calendar day in the business time zone.
 */
export const noAnswerCompaniesResponseSchema = z.object({
  companies: z.array(noAnswerCompanySchema),
  total_count: z.number().int(),
  follow_up_today_count: z.number().int(),
  no_follow_up_count: z.number().int(),
});
export type NoAnswerCompaniesResponse = z.infer<typeof noAnswerCompaniesResponseSchema>;

/**
 * GET /testing/reminder/appointments (the client also accepts `appointments` at the top or a bare array), upcoming
 * first. The counts are the summary cards over every appointment, with the badge rules of reminderTestingBadge.
 */
export const reminderAppointmentsResponseSchema = z.object({
  appointments: z.array(appointmentSchema),
  total_count: z.number().int(),
  ready_count: z.number().int(),
  scheduled_count: z.number().int(),
});
export type ReminderAppointmentsResponse = z.infer<typeof reminderAppointmentsResponseSchema>;

/** What a single 'Set to Today' / 'Set to Tomorrow' answers: the new date (10:00 in the business zone). */
export const followUpDateResultSchema = z.object({ id: z.number().int(), follow_up_date: isoDateTime });
export type FollowUpDateResult = z.infer<typeof followUpDateResultSchema>;

export const appointmentDateResultSchema = z.object({
  id: z.number().int(),
  appointment_datetime: isoDateTime,
});
export type AppointmentDateResult = z.infer<typeof appointmentDateResultSchema>;

/** The ids of a bulk update: at least one, each once, at most a list's worth. */
const bulkIds = () =>
  z
    .array(idField())
    .min(1, 'Give at least one id')
    .max(PAGINATION.maxListLimit, `Give at most ${PAGINATION.maxListLimit} ids`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear only once');

/** Bulk 'Set All to Today': the given rows, or every NO_ANSWER company when no ids are given. */
export const bulkCompanyIdsRequestSchema = z.object({ company_ids: bulkIds().optional() });
export type BulkCompanyIdsRequest = z.infer<typeof bulkCompanyIdsRequestSchema>;
/** Bulk 'Set All to Today': the given appointments, or every appointment when no ids are given. */
export const bulkAppointmentIdsRequestSchema = z.object({ appointment_ids: bulkIds().optional() });
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
  unknownCompany: (id: number) => `Company ${id} not found`,
  unknownCompanies: (ids: readonly number[]) => `No NO_ANSWER company with id ${ids.join(', ')}`,
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
  unknownAppointment: (id: number) => `Appointment ${id} not found`,
  unknownAppointments: (ids: readonly number[]) => `No appointment with id ${ids.join(', ')}`,
} as const;
