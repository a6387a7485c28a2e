import type { ApiClientOptions } from './client-options';
import { createAdminPhonesApi } from './domains/admin-phones';
import { createAppConfigApi } from './domains/app-config';
import { createAppointmentsApi } from './domains/appointments';
import { createAuditLogApi } from './domains/audit-log';
import { createAuthApi } from './domains/auth';
import { createCalendarApi } from './domains/calendar';
import { createCallsApi, createRecordingsApi } from './domains/calls';
import { createCompaniesApi } from './domains/companies';
import { createDangerApi, createDatabaseApi } from './domains/database';
import { createEventsApi } from './domains/events';
import { createHubspotApi } from './domains/hubspot';
import { createJobsApi } from './domains/jobs';
import { createLogsApi } from './domains/logs';
import { createStatsApi } from './domains/stats';
import { createNotificationsApi, createTestingApi } from './domains/testing';
import { createUsersApi } from './domains/users';
import { createVoicesApi } from './domains/voices';
import { createTransport } from './transport';

/** The one typed client for /api/v1: a function per call, grouped by domain. */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    auth: createAuthApi(transport),
    users: createUsersApi(transport),
    logs: createLogsApi(transport),
    stats: createStatsApi(transport),
    voices: createVoicesApi(transport),
    jobs: createJobsApi(transport),
    events: createEventsApi(transport),
    calendar: createCalendarApi(transport),
    appConfig: createAppConfigApi(transport),
    adminPhones: createAdminPhonesApi(transport),
    companies: createCompaniesApi(transport),
    appointments: createAppointmentsApi(transport),
    calls: createCallsApi(transport),
    recordings: createRecordingsApi(transport),
    hubspot: createHubspotApi(transport),
    database: createDatabaseApi(transport),
    danger: createDangerApi(transport),
    testing: createTestingApi(transport),
    notifications: createNotificationsApi(transport),
    auditLog: createAuditLogApi(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
