import { defineEndpoint } from '../core/endpoint';
import {
  appointmentsForTestingSchema,
  bulkUpdateResultSchema,
  companiesForTestingSchema,
  TESTING_LIST_LIMIT,
  updateAppointmentDatesRequestSchema,
  updateNoAnswerDatesRequestSchema,
} from './database-management';

/** Database Management: development only, admins. */
export const databaseEndpoints = {
  companiesForTesting: defineEndpoint({
    method: 'GET',
    path: '/database/companies-for-testing',
    summary: `NO_ANSWER companies whose follow-up date can be moved for testing, soonest follow-up first (at most ${TESTING_LIST_LIMIT})`,
    tag: 'database',
    access: 'admin',
    devOnly: true,
    response: companiesForTestingSchema,
  }),
  appointmentsForTesting: defineEndpoint({
    method: 'GET',
    path: '/database/appointments-for-testing',
    summary: `Appointments whose date can be moved for testing, newest first (at most ${TESTING_LIST_LIMIT})`,
    tag: 'database',
    access: 'admin',
    devOnly: true,
    response: appointmentsForTestingSchema,
  }),
  updateNoAnswerDates: defineEndpoint({
    method: 'POST',
    path: '/database/update-no-answer-dates',
    summary: 'Set the follow-up date of the given companies to today at 10:00 (404 when any id is unknown)',
    tag: 'database',
    access: 'admin',
    devOnly: true,
    body: updateNoAnswerDatesRequestSchema,
    response: bulkUpdateResultSchema,
    affects: ['companies', 'testing'],
  }),
  updateAppointmentDates: defineEndpoint({
    method: 'POST',
    path: '/database/update-appointment-dates',
    summary: 'Set the date of the given appointments to today at 10:00 (404 when any id is unknown)',
    tag: 'database',
    access: 'admin',
    devOnly: true,
    body: updateAppointmentDatesRequestSchema,
    response: bulkUpdateResultSchema,
    affects: ['appointments', 'testing'],
  }),
};
