import { appointmentEndpoints } from './appointments/endpoints';
import { auditLogEndpoints } from './audit-log/endpoints';
import { authEndpoints } from './auth/endpoints';
import { calendarEndpoints } from './calendar/endpoints';
import { callEndpoints, recordingEndpoints } from './calls/endpoints';
import { dangerEndpoints } from './danger/endpoints';
import { databaseEndpoints } from './database/endpoints';
import { hubspotEndpoints } from './hubspot/endpoints';
import { jobEndpoints } from './jobs/endpoints';
import { eventEndpoints } from './jobs/event-endpoints';
import { companyEndpoints } from './leads/endpoints';
import { logEndpoints } from './logs/endpoints';
import { notificationEndpoints } from './notifications/endpoints';
import { adminPhoneEndpoints } from './settings/admin-phone-endpoints';
import { appConfigEndpoints } from './settings/endpoints';
import { statsEndpoints } from './stats/endpoints';
import { testingEndpoints } from './testing/endpoints';
import { userEndpoints } from './users/endpoints';
import { voiceEndpoints } from './voices/endpoints';

/** Every /api/v1 call, grouped by domain. */
export const endpoints = {
  auth: authEndpoints,
  users: userEndpoints,
  logs: logEndpoints,
  stats: statsEndpoints,
  voices: voiceEndpoints,
  jobs: jobEndpoints,
  events: eventEndpoints,
  calendar: calendarEndpoints,
  appConfig: appConfigEndpoints,
  adminPhones: adminPhoneEndpoints,
  companies: companyEndpoints,
  appointments: appointmentEndpoints,
  calls: callEndpoints,
  recordings: recordingEndpoints,
  hubspot: hubspotEndpoints,
  database: databaseEndpoints,
  danger: dangerEndpoints,
  testing: testingEndpoints,
  notifications: notificationEndpoints,
  auditLog: auditLogEndpoints,
};
export type Endpoints = typeof endpoints;
