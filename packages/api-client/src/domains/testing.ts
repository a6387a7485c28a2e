import { endpoints } from '@callops/contracts';
import type { Appointment } from '@callops/contracts/appointments';
import { NOTIFY_MESSAGES } from '@callops/contracts/notifications';
import type {
  NoAnswerCompaniesResponse,
  NoAnswerCompany,
  ReminderAppointmentsResponse,
} from '@callops/contracts/testing';
import type { CallOptions } from '../client-options';
import type { BodyArgs } from '../endpoint-args';
import { appointmentsOnly, companiesOnly, requireSuccess } from '../tolerant-responses';
import type { Transport } from '../transport';

const e = endpoints.testing;

export const createTestingApi = (t: Transport) => ({
  /** `data.companies`, `companies` or a bare array. */
  noAnswerCompanies: async (options?: CallOptions): Promise<NoAnswerCompaniesResponse> =>
    companiesOnly<NoAnswerCompany>(await t.call(e.noAnswerCompanies, {}, options)),
  setFollowUpToday: (companyId: number, options?: CallOptions) =>
    t.call(e.setFollowUpToday, { params: { id: companyId } }, options),
  /** Every NO_ANSWER company when no ids are given. */
  bulkSetFollowUpToday: (companyIds?: number[], options?: CallOptions) =>
    t.call(e.bulkSetFollowUpToday, { body: companyIds ? { company_ids: companyIds } : {} }, options),
  /** `data.appointments`, `appointments` or a bare array. */
  reminderAppointments: async (options?: CallOptions): Promise<ReminderAppointmentsResponse> =>
    appointmentsOnly<Appointment>(await t.call(e.reminderAppointments, {}, options)),
  setAppointmentToday: (appointmentId: number, options?: CallOptions) =>
    t.call(e.setAppointmentToday, { params: { id: appointmentId } }, options),
  bulkSetAppointmentsToday: (appointmentIds?: number[], options?: CallOptions) =>
    t.call(
      e.bulkSetAppointmentsToday,
      { body: appointmentIds ? { appointment_ids: appointmentIds } : {} },
      options,
    ),
  setAppointmentTomorrow: (appointmentId: number, options?: CallOptions) =>
    t.call(e.setAppointmentTomorrow, { params: { id: appointmentId } }, options),
});

export const createNotificationsApi = (t: Transport) => ({
  /** A result with `success: false` raises its message, or 'Failed'. */
  appointmentReminderTest: async (
    payload: BodyArgs<typeof endpoints.notifications.appointmentReminderTest>,
    options?: CallOptions,
  ) =>
    requireSuccess(
      await t.call(endpoints.notifications.appointmentReminderTest, { body: payload }, options),
      NOTIFY_MESSAGES.failed,
    ),
});
