import { endpoints } from '@callops/contracts';
import type { Appointment } from '@callops/contracts/appointments';
import type { DangerTable } from '@callops/contracts/danger';
import type { AppointmentsForTesting, CompaniesForTesting } from '@callops/contracts/database';
import type { Company } from '@callops/contracts/leads';
import type { CallOptions } from '../client-options';
import { appointmentsOnly, companiesOnly } from '../tolerant-responses';
import type { Transport } from '../transport';

const db = endpoints.database;
const danger = endpoints.danger;

/** Database Management (development only). */
export const createDatabaseApi = (t: Transport) => ({
  /** `companies`, possibly nested in data, or a bare array. */
  companiesForTesting: async (options?: CallOptions): Promise<CompaniesForTesting> =>
    companiesOnly<Company>(await t.call(db.companiesForTesting, {}, options)),
  /** `appointments`, possibly nested in data, or a bare array. */
  appointmentsForTesting: async (options?: CallOptions): Promise<AppointmentsForTesting> =>
    appointmentsOnly<Appointment>(await t.call(db.appointmentsForTesting, {}, options)),
  updateNoAnswerDates: (companyIds: number[], options?: CallOptions) =>
    t.call(db.updateNoAnswerDates, { body: { company_ids: companyIds } }, options),
  updateAppointmentDates: (appointmentIds: number[], options?: CallOptions) =>
    t.call(db.updateAppointmentDates, { body: { appointment_ids: appointmentIds } }, options),
});

/** The danger zone (development only). */
export const createDangerApi = (t: Transport) => ({
  status: (options?: CallOptions) => t.call(danger.status, {}, options),
  deleteAll: (options?: CallOptions) => t.call(danger.deleteAll, {}, options),
  deleteTable: (table: DangerTable, options?: CallOptions) =>
    t.call(danger.deleteTable, { params: { table } }, options),
});
