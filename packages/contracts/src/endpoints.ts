import { appointmentEndpoints } from './appointments/endpoints';
import { auditLogEndpoints } from './audit-log/endpoints';
import { authEndpoints } from './auth/endpoints';
import { calendarEndpoints } from './calendar/endpoints';
import { callerIdEndpoints } from './caller-ids/endpoints';
import { callEndpoints, recordingEndpoints } from './calls/endpoints';
import { doNotCallEndpoints } from './compliance/endpoints';
import type { Endpoint } from './core/endpoint';
import { dangerEndpoints } from './danger/endpoints';
import { databaseEndpoints } from './database/endpoints';
import { hubspotEndpoints } from './hubspot/endpoints';
import { jobEndpoints } from './jobs/endpoints';
import { eventEndpoints } from './jobs/event-endpoints';
import { companyEndpoints } from './leads/endpoints';
import { kanbanEndpoints } from './leads/kanban-endpoints';
import { logEndpoints } from './logs/endpoints';
import { notificationEndpoints } from './notifications/endpoints';
import { adminPhoneEndpoints } from './settings/admin-phone-endpoints';
import { appConfigEndpoints } from './settings/endpoints';
import { statsEndpoints } from './stats/endpoints';
import { systemHealthEndpoints } from './system-health/endpoints';
import { testingEndpoints } from './testing/endpoints';
import { userEndpoints } from './users/endpoints';
import { voiceEndpoints } from './voices/endpoints';
import { webhookEndpoints } from './webhooks/endpoints';

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
  kanban: kanbanEndpoints,
  appointments: appointmentEndpoints,
  calls: callEndpoints,
  callerIds: callerIdEndpoints,
  recordings: recordingEndpoints,
  doNotCall: doNotCallEndpoints,
  hubspot: hubspotEndpoints,
  database: databaseEndpoints,
  danger: dangerEndpoints,
  testing: testingEndpoints,
  notifications: notificationEndpoints,
  auditLog: auditLogEndpoints,
  webhooks: webhookEndpoints,
  systemHealth: systemHealthEndpoints,
};
export type Endpoints = typeof endpoints;

/** An endpoint's name in the catalogue: `'<group>.<call>'`, e.g. `'users.list'`. */
export type EndpointName = {
  [G in keyof Endpoints]: `${G & string}.${keyof Endpoints[G] & string}`;
}[keyof Endpoints];

/** The endpoint a name stands for. */
export type EndpointNamed<N extends EndpointName> = N extends `${infer G}.${infer C}`
  ? G extends keyof Endpoints
    ? C extends keyof Endpoints[G]
      ? Endpoints[G][C]
      : never
    : never
  : never;

/** Every endpoint with its name, in catalogue order: for checks that cover every call and for test fakes. */
export const endpointEntries: readonly (readonly [EndpointName, Endpoint])[] = Object.entries(
  endpoints,
).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(
    ([call, endpoint]) => [`${group}.${call}` as EndpointName, endpoint] as const,
  ),
);
