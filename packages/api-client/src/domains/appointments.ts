import { endpoints } from '@callops/contracts';
import type { AppointmentDateType } from '@callops/contracts/appointments';
import type { CallOptions } from '../client-options';
import type { BodyArgs } from '../endpoint-args';
import { appointmentsList } from '../tolerant-responses';
import type { Transport } from '../transport';

const e = endpoints.appointments;

export const createAppointmentsApi = (t: Transport) => ({
  /** `appointments`, a bare array or a `data` array, with fetched and total counts (also beside `data`). */
  latest: async (limit?: number, options?: CallOptions) =>
    appointmentsList(await t.callWithMeta(e.latest, { query: { limit } }, options)),
  updateStatus: (id: number, update: BodyArgs<typeof e.updateStatus>, options?: CallOptions) =>
    t.call(e.updateStatus, { params: { id }, body: update }, options),
  updateDates: (id: number, dates: BodyArgs<typeof e.updateDates>, options?: CallOptions) =>
    t.call(e.updateDates, { params: { id }, body: dates }, options),
  setDateToday: (id: number, type: AppointmentDateType, options?: CallOptions) =>
    t.call(e.setDateToday, { params: { id }, body: { type } }, options),
  setCallFollowUpToday: (id: number, options?: CallOptions) =>
    t.call(e.setCallFollowUpToday, { params: { id } }, options),
});
