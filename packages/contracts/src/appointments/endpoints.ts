import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { idParamSchema } from '../core/envelope';
import {
  appointmentDatesUpdateSchema,
  appointmentSchema,
  appointmentStatusUpdateSchema,
  appointmentsListResponseSchema,
  latestAppointmentsQuerySchema,
  setAppointmentDateTodayRequestSchema,
} from './appointment';

export const appointmentEndpoints = {
  latest: defineEndpoint({
    method: 'GET',
    path: '/appointments/latest',
    summary: 'The newest appointments with fetched and total counts',
    tag: 'appointments',
    access: 'viewer',
    query: latestAppointmentsQuerySchema,
    response: appointmentsListResponseSchema,
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: '/appointments/:id/status',
    summary: `Set the lead status of the company behind an appointment ${CHOSEN_PATH_NOTE}`,
    tag: 'appointments',
    access: 'operator',
    params: idParamSchema,
    body: appointmentStatusUpdateSchema,
    response: appointmentSchema,
  }),
  updateDates: defineEndpoint({
    method: 'PUT',
    path: '/appointments/:id/dates',
    summary: `Change the appointment, SMS/e-mail follow-up or call follow-up date ${CHOSEN_PATH_NOTE}`,
    tag: 'appointments',
    access: 'operator',
    params: idParamSchema,
    body: appointmentDatesUpdateSchema,
    response: appointmentSchema,
  }),
  setDateToday: defineEndpoint({
    method: 'PUT',
    path: '/appointments/:id/date/today',
    summary: `Set the appointment date (type appointment) or the SMS/e-mail follow-up (type sms_email) to today at 10:00 ${CHOSEN_PATH_NOTE}`,
    tag: 'appointments',
    access: 'operator',
    params: idParamSchema,
    body: setAppointmentDateTodayRequestSchema,
    response: appointmentSchema,
  }),
  setCallFollowUpToday: defineEndpoint({
    method: 'PUT',
    path: '/appointments/:id/call-follow-up/today',
    summary: `Set the call follow-up of an appointment to today at 10:00 ${CHOSEN_PATH_NOTE}`,
    tag: 'appointments',
    access: 'operator',
    params: idParamSchema,
    response: appointmentSchema,
  }),
};
