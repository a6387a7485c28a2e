import type { z } from 'zod';
import { CHOSEN_PATH_NOTE, type Endpoint } from './core/endpoint';
import { endpoints } from './endpoints';

const all = Object.entries(endpoints).flatMap(([domain, group]) =>
  Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]) => ({ domain, name, endpoint })),
);
const route = (e: Endpoint) => `${e.method} ${e.path}`;

/** Every call of spec §7, in the spec's spelling ({id} → :param). */
const SPEC_CALLS = [
  'POST /auth/login',
  'GET /auth/me',
  'GET /dashboard/stats/combined',
  'GET /dashboard/stats',
  'GET /stats/calls',
  'GET /voices/',
  'PUT /voices/:id',
  'GET /voices/fetch/:id',
  'DELETE /voices/:id',
  'POST /voices/:id/archive',
  'POST /voices/:id/unarchive',
  'GET /voices/archived',
  'GET /jobs/active',
  'POST /jobs/start/:type',
  'POST /jobs/:id/stop',
  'POST /jobs/stop-all',
  'POST /jobs/:id/cancel',
  'POST /jobs/cancel/:type',
  'GET /jobs/:id/status',
  'GET /jobs/latest',
  'POST /jobs/cold-calling/start',
  'POST /jobs/cold-calling/stop',
  'POST /jobs/reminder-calls/start',
  'POST /jobs/reminder-calls/stop',
  'POST /jobs/send-reminders/start',
  'POST /jobs/send-reminders/stop',
  'POST /jobs/hubspot-fetch/start',
  'POST /jobs/hubspot-fetch/stop',
  'POST /jobs/process-stuck-leads',
  'GET /jobs/timer/status/:id',
  'GET /jobs/timer/active',
  'GET /jobs/timer/stats',
  'POST /reminders/send',
  'GET /leads/stats',
  'GET /events/recent',
  'GET /events/batch/:id',
  'GET /calendar/auth-status',
  'POST /calendar/auth-refresh',
  'GET /calendar/auth-url',
  'POST /calendar/auth-code',
  'GET /calendar/events/next-7-days',
  'POST /calendar/credentials',
  'POST /calendar/set-token',
  'GET /app-config',
  'GET /app-config/:key',
  'GET /app-config/group/:group',
  'POST /app-config',
  'PUT /app-config/:key',
  'DELETE /app-config/:key',
  'GET /admin-phones',
  'POST /admin-phones',
  'PUT /admin-phones/update',
  'DELETE /admin-phones',
  'DELETE /admin-phones/clear',
  'GET /calls/latest',
  'GET /appointments/latest',
  'GET /companies/latest',
  'GET /call-recordings',
  'GET /hubspot/leads/new',
  'GET /hubspot/leads/:status',
  'PUT /hubspot/leads/:id/status',
  'PUT /hubspot/companies/:id/update',
  'POST /hubspot/sync/new-leads',
  'GET /database/companies-for-testing',
  'GET /database/appointments-for-testing',
  'POST /database/update-no-answer-dates',
  'POST /database/update-appointment-dates',
  'GET /companies/search',
  'PUT /companies/:id/lead-status',
  'POST /companies',
  'GET /danger/status',
  'DELETE /danger/cleanup/all-data',
  'DELETE /danger/cleanup/table/:table',
  'GET /testing/no-answer/companies',
  'PUT /testing/no-answer/companies/:id/follow-up-date',
  'PUT /testing/no-answer/companies/bulk-update-follow-up-dates',
  'GET /testing/reminder/appointments',
  'PUT /testing/reminder/appointments/:id/appointment-date',
  'PUT /testing/reminder/appointments/bulk-update-dates',
  'PUT /testing/reminder/appointments/:id/appointment-date-tomorrow',
  'POST /notification-test/appointment-reminder',
  'GET /logs',
];

/** Calls the spec names without a path: ours, each saying so in its summary. */
const CHOSEN = [
  'POST /voices/',
  'POST /hubspot/leads',
  'DELETE /hubspot/leads/:id',
  'PUT /appointments/:id/status',
  'PUT /appointments/:id/dates',
  'PUT /appointments/:id/date/today',
  'PUT /appointments/:id/call-follow-up/today',
  'PUT /companies/:id/follow-up-date/today',
  'GET /kanban/board',
  'GET /kanban/columns/:status',
  'PUT /kanban/leads/:id/move',
  'GET /audit-log',
  'GET /audit-log/facets',
  'GET /audit-log/export-link',
  'GET /call-recordings/:id',
  'POST /call-recordings/:id/plays',
  'GET /call-recordings/export-link',
  'GET /calls/in-progress',
  'POST /calls/:id/say',
  'POST /calls/:id/guide',
  'POST /calls/:id/transfer',
  'POST /calls/:id/end',
  'PUT /auth/me/phone',
  'POST /calls/:id/listen-ticket',
  'GET /caller-ids',
  'GET /stats/trend',
  'POST /jobs/:id/resume',
  'GET /jobs/cold-calling/preview',
  'GET /do-not-call',
  'POST /do-not-call',
  'DELETE /do-not-call/:id',
  'POST /do-not-call/import',
  'GET /do-not-call/export-link',
];

/**
 * Development only: Danger Zone, Database Management, and what only the development screens of the leads-crm
 * remote call (Hubspot Leads, DB Leads, Lead Kanban); the CRM import stays, as the hubspot_fetch job's twin.
 */
const DEV_ONLY = [
  'GET /hubspot/leads/new',
  'GET /hubspot/leads/:status',
  'POST /hubspot/leads',
  'DELETE /hubspot/leads/:id',
  'PUT /hubspot/leads/:id/status',
  'PUT /hubspot/companies/:id/update',
  'GET /companies/search',
  'PUT /companies/:id/lead-status',
  'PUT /companies/:id/follow-up-date/today',
  'PUT /appointments/:id/status',
  'PUT /appointments/:id/date/today',
  'PUT /appointments/:id/call-follow-up/today',
  'GET /kanban/board',
  'GET /kanban/columns/:status',
  'PUT /kanban/leads/:id/move',
];

describe('endpoint definitions', () => {
  it('define every call of the spec', () => {
    const routes = new Set(all.map(({ endpoint }) => route(endpoint)));
    for (const call of SPEC_CALLS) expect([call, routes.has(call)]).toEqual([call, true]);
  });

  it('mark exactly the chosen paths as chosen', () => {
    const marked = all
      .filter(({ endpoint }) => endpoint.summary.includes(CHOSEN_PATH_NOTE))
      .map((e) => route(e.endpoint));
    expect(marked.sort()).toEqual([...CHOSEN].sort());
    for (const call of CHOSEN) expect(SPEC_CALLS).not.toContain(call);
  });

  it('have unique routes', () => {
    const routes = all.map(({ endpoint }) => route(endpoint));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declare a params schema with exactly the path parameters', () => {
    for (const { endpoint } of all) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).sort();
      const shape = (endpoint.params as z.ZodObject | undefined)?.shape ?? {};
      expect([route(endpoint), Object.keys(shape).sort()]).toEqual([route(endpoint), inPath]);
    }
  });

  it('keep /danger, /database and the leads screens development-only and nothing else', () => {
    for (const { endpoint } of all) {
      const devGroup =
        endpoint.path.startsWith('/danger/') ||
        endpoint.path.startsWith('/database/') ||
        DEV_ONLY.includes(route(endpoint));
      expect([route(endpoint), endpoint.devOnly === true]).toEqual([route(endpoint), devGroup]);
    }
  });

  it('give viewers reads, operators jobs and lead edits, admins settings, users and data management', () => {
    const adminDomains = ['users', 'danger', 'database', 'auditLog'];
    const adminWriteDomains = ['appConfig', 'adminPhones', 'voices'];
    const operatorWriteDomains = [
      'jobs',
      'companies',
      'kanban',
      'appointments',
      'hubspot',
      'testing',
      'notifications',
    ];
    for (const { domain, endpoint } of all) {
      const label = `${domain} ${route(endpoint)}`;
      if (endpoint.path === '/auth/login') expect([label, endpoint.access]).toEqual([label, 'public']);
      else if (adminDomains.includes(domain)) expect([label, endpoint.access]).toEqual([label, 'admin']);
      else if (endpoint.method !== 'GET' && adminWriteDomains.includes(domain))
        expect([label, endpoint.access]).toEqual([label, 'admin']);
      else if (endpoint.method !== 'GET' && operatorWriteDomains.includes(domain))
        expect([label, endpoint.access]).toEqual([label, 'operator']);
    }
    const calendarWrites = all
      .filter((e) => e.domain === 'calendar' && e.endpoint.access === 'admin')
      .map((e) => e.name);
    expect(calendarWrites.sort()).toEqual(['authCode', 'authUrl', 'setToken', 'uploadCredentials']);
  });

  it("send multipart only for the calendar uploads, and form only for login and Twilio's callbacks", () => {
    const encoded = all
      .filter(({ endpoint }) => endpoint.bodyEncoding && endpoint.bodyEncoding !== 'json')
      .map(({ endpoint }) => `${route(endpoint)} ${endpoint.bodyEncoding}`);
    expect(encoded.sort()).toEqual([
      'POST /auth/login form',
      'POST /calendar/credentials multipart',
      'POST /calendar/set-token multipart',
      'POST /webhooks/twilio/sms form',
      'POST /webhooks/twilio/status form',
    ]);
  });
});
