import { adminPhoneEndpoints } from './admin-phones';
import { appConfigEndpoints } from './app-config';
import { appointmentEndpoints } from './appointments';
import { auditLogEndpoints } from './audit-log';
import { authEndpoints } from './auth';
import { calendarEndpoints } from './calendar';
import { callEndpoints, recordingEndpoints } from './calls';
import { companyEndpoints } from './companies';
import { dangerEndpoints, databaseEndpoints } from './database';
import { eventEndpoints } from './events';
import { hubspotEndpoints } from './hubspot';
import { jobEndpoints } from './jobs';
import { logEndpoints } from './logs';
import { statsEndpoints } from './stats';
import { notificationEndpoints, testingEndpoints } from './testing';
import { userEndpoints } from './users';
import { voiceEndpoints } from './voices';

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
