import {
  appointmentsForTestingSchema,
  bulkUpdateResultSchema,
  companiesForTestingSchema,
  dangerTableParamSchema,
  databaseStatusSchema,
  deleteAllResultSchema,
  deleteTableResultSchema,
  updateAppointmentDatesRequestSchema,
  updateNoAnswerDatesRequestSchema,
} from '../database-admin';
import { defineEndpoint } from '../endpoint';

/** Database Management: development only, admins. */
export const databaseEndpoints = {
  companiesForTesting: defineEndpoint({
    method: 'GET',
    path: '/database/companies-for-testing',
    summary: 'NO_ANSWER companies whose follow-up date can be moved for testing',
    tag: 'database',
    access: 'admin',
    devOnly: true,
    response: companiesForTestingSchema,
  }),
  appointmentsForTesting: defineEndpoint({
    method: 'GET',
    path: '/database/appointments-for-testing',
    summary: 'Appointments whose date can be moved for testing',
    tag: 'database',
    access: 'admin',
    devOnly: true,
    response: appointmentsForTestingSchema,
  }),
  updateNoAnswerDates: defineEndpoint({
    method: 'POST',
    path: '/database/update-no-answer-dates',
    summary: 'Set the follow-up date of the given companies to today at 10:00',
    tag: 'database',
    access: 'admin',
    devOnly: true,
    body: updateNoAnswerDatesRequestSchema,
    response: bulkUpdateResultSchema,
  }),
  updateAppointmentDates: defineEndpoint({
    method: 'POST',
    path: '/database/update-appointment-dates',
    summary: 'Set the date of the given appointments to today at 10:00',
    tag: 'database',
    access: 'admin',
    devOnly: true,
    body: updateAppointmentDatesRequestSchema,
    response: bulkUpdateResultSchema,
  }),
};

/** The danger zone: development only, admins. */
export const dangerEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/danger/status',
    summary: 'Record counts of jobs, companies, appointments and calls',
    tag: 'danger',
    access: 'admin',
    devOnly: true,
    response: databaseStatusSchema,
  }),
  deleteAll: defineEndpoint({
    method: 'DELETE',
    path: '/danger/cleanup/all-data',
    summary: 'Delete every job, company, appointment and call',
    tag: 'danger',
    access: 'admin',
    devOnly: true,
    response: deleteAllResultSchema,
  }),
  deleteTable: defineEndpoint({
    method: 'DELETE',
    path: '/danger/cleanup/table/:table',
    summary: 'Delete every record of one table (jobs, companies, appointments or calls)',
    tag: 'danger',
    access: 'admin',
    devOnly: true,
    params: dangerTableParamSchema,
    response: deleteTableResultSchema,
  }),
};
