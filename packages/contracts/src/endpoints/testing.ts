import { defineEndpoint } from '../endpoint';
import { idParamSchema } from '../envelope';
import {
  appointmentDateResultSchema,
  bulkAppointmentIdsRequestSchema,
  bulkCompanyIdsRequestSchema,
  followUpDateResultSchema,
  noAnswerCompaniesResponseSchema,
  notificationTestRequestSchema,
  notificationTestResultSchema,
  reminderAppointmentsResponseSchema,
  updatedCountSchema,
} from '../testing';

export const testingEndpoints = {
  noAnswerCompanies: defineEndpoint({
    method: 'GET',
    path: '/testing/no-answer/companies',
    summary: 'Companies in NO_ANSWER with their follow-up dates',
    tag: 'testing',
    access: 'viewer',
    response: noAnswerCompaniesResponseSchema,
  }),
  setFollowUpToday: defineEndpoint({
    method: 'PUT',
    path: '/testing/no-answer/companies/:id/follow-up-date',
    summary: "Set a NO_ANSWER company's follow-up date to today at 10:00",
    tag: 'testing',
    access: 'operator',
    params: idParamSchema,
    response: followUpDateResultSchema,
  }),
  bulkSetFollowUpToday: defineEndpoint({
    method: 'PUT',
    path: '/testing/no-answer/companies/bulk-update-follow-up-dates',
    summary: 'Set the follow-up date of every (or the given) NO_ANSWER company to today at 10:00',
    tag: 'testing',
    access: 'operator',
    body: bulkCompanyIdsRequestSchema.optional(),
    response: updatedCountSchema,
  }),
  reminderAppointments: defineEndpoint({
    method: 'GET',
    path: '/testing/reminder/appointments',
    summary: 'Appointments for reminder testing',
    tag: 'testing',
    access: 'viewer',
    response: reminderAppointmentsResponseSchema,
  }),
  setAppointmentToday: defineEndpoint({
    method: 'PUT',
    path: '/testing/reminder/appointments/:id/appointment-date',
    summary: 'Set an appointment to today at 10:00',
    tag: 'testing',
    access: 'operator',
    params: idParamSchema,
    response: appointmentDateResultSchema,
  }),
  bulkSetAppointmentsToday: defineEndpoint({
    method: 'PUT',
    path: '/testing/reminder/appointments/bulk-update-dates',
    summary: 'Set every (or the given) reminder appointment to today at 10:00',
    tag: 'testing',
    access: 'operator',
    body: bulkAppointmentIdsRequestSchema.optional(),
    response: updatedCountSchema,
  }),
  setAppointmentTomorrow: defineEndpoint({
    method: 'PUT',
    path: '/testing/reminder/appointments/:id/appointment-date-tomorrow',
    summary: 'Set an appointment to tomorrow at 10:00 (empty body)',
    tag: 'testing',
    access: 'operator',
    params: idParamSchema,
    response: appointmentDateResultSchema,
  }),
};

export const notificationEndpoints = {
  appointmentReminderTest: defineEndpoint({
    method: 'POST',
    path: '/notification-test/appointment-reminder',
    summary: 'Send one appointment reminder e-mail/SMS now (Reminder Email/SMS page)',
    tag: 'notifications',
    access: 'operator',
    body: notificationTestRequestSchema,
    response: notificationTestResultSchema,
  }),
};
