import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { dateTimeInput, emailAddress, limitField, shortText } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';
import { leadStatusSchema } from '../leads/lead-status';

/** init until the reminder e-mail/SMS went out, then notified. */
export const APPOINTMENT_REMARKS = ['init', 'notified'] as const;
export const appointmentRemarkSchema = z.enum(APPOINTMENT_REMARKS);
export type AppointmentRemark = z.infer<typeof appointmentRemarkSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  lead_name: z.string().nullable(),
  lead_email: z.string().nullable(),
  lead_number: z.string().nullable(),
  company_name: z.string().nullable(),
  service: z.string().nullable(),
  appointment_datetime: isoDateTime.nullable(),
  sms_mail_followup_datetime: isoDateTime.nullable(),
  call_followup_datetime: isoDateTime.nullable(),
  remark: appointmentRemarkSchema,
  is_rescheduled: z.boolean(),
  reschedule_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The lead status of the company behind it, where a screen edits it (DB Leads' appointments tab). */
  lead_status: leadStatusSchema.nullable().optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** Lists of appointments (the client also accepts a bare array or a `data` array). */
export const appointmentsListResponseSchema = z.object({
  appointments: z.array(appointmentSchema),
  fetched_count: z.number().int(),
  total_count: z.number().int(),
});
export type AppointmentsListResponse = z.infer<typeof appointmentsListResponseSchema>;

export const latestAppointmentsQuerySchema = z.object({
  limit: limitField(PAGINATION.maxListLimit, PAGINATION.maxListLimit),
});
export type LatestAppointmentsQuery = z.infer<typeof latestAppointmentsQuerySchema>;

/** Sets the lead status of the company behind an appointment (the DB Leads appointments tab). */
export const appointmentStatusUpdateSchema = z.object({
  lead_status: leadStatusSchema,
  lead_name: shortText().trim().min(1).nullable().optional(),
  lead_email: emailAddress().nullable().optional(),
});
export type AppointmentStatusUpdate = z.infer<typeof appointmentStatusUpdateSchema>;

/** Edits an appointment's dates; fields left out stay as they are. */
export const appointmentDatesUpdateSchema = z
  .object({
    appointment_datetime: dateTimeInput().nullable().optional(),
    sms_mail_followup_datetime: dateTimeInput().nullable().optional(),
    call_followup_datetime: dateTimeInput().nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one date',
  });
export type AppointmentDatesUpdate = z.infer<typeof appointmentDatesUpdateSchema>;

/** 'Set to today' on an appointment: the appointment itself or its SMS/e-mail follow-up. */
export const APPOINTMENT_DATE_TYPES = ['appointment', 'sms_email'] as const;
export const appointmentDateTypeSchema = z.enum(APPOINTMENT_DATE_TYPES);
export type AppointmentDateType = z.infer<typeof appointmentDateTypeSchema>;

export const setAppointmentDateTodayRequestSchema = z.object({ type: appointmentDateTypeSchema });
export type SetAppointmentDateTodayRequest = z.infer<typeof setAppointmentDateTodayRequestSchema>;

export const APPOINTMENT_MESSAGES = {
  dateSetToday: (type: AppointmentDateType) =>
    `${type === 'sms_email' ? 'SMS/Email' : 'Appointment'} date set to today at 10:00 AM`,
  callFollowUpSetToday: 'Call follow-up date set to today at 10:00 AM',
  loadError: 'Error Loading Appointments',
} as const;
