import type { ApiClient } from './create-api-client';
import { clientWith } from './testing/client-harness';
import { jsonResponse } from './testing/fake-fetch';

const ok = (data: unknown = {}) => jsonResponse({ success: true, data });
const ROOT = 'https://api.example.test/api/v1';

interface Case {
  call: (api: ApiClient) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  /** Text fields of a multipart body. */
  multipart?: Record<string, string>;
  answer?: unknown;
}

/** One row per client function: what it sends. */
const CASES: Record<string, Case> = {
  'users.list': { call: (a) => a.users.list(), method: 'GET', url: '/users' },
  'users.create': {
    call: (a) => a.users.create({ username: 'op1', role: 'operator', password: 'longenough' }),
    method: 'POST',
    url: '/users',
    body: { username: 'op1', role: 'operator', password: 'longenough' },
  },
  'users.changeRole': {
    call: (a) => a.users.changeRole(3, 'viewer'),
    method: 'PUT',
    url: '/users/3/role',
    body: { role: 'viewer' },
  },
  'users.resetPassword': {
    call: (a) => a.users.resetPassword(3, 'new-password'),
    method: 'POST',
    url: '/users/3/reset-password',
    body: { password: 'new-password' },
  },
  'users.disable': { call: (a) => a.users.disable(3), method: 'POST', url: '/users/3/disable' },
  'users.enable': { call: (a) => a.users.enable(3), method: 'POST', url: '/users/3/enable' },
  'logs.list': {
    call: (a) => a.logs.list({ limit: 20, level: 'ERROR' }),
    method: 'GET',
    url: '/logs?limit=20&level=ERROR',
  },
  'stats.combined': {
    call: (a) => a.stats.combined(),
    method: 'GET',
    url: '/dashboard/stats/combined',
    answer: { last_24h: {}, last_7d: {}, last_30d: {} },
  },
  'stats.dashboard': {
    call: (a) => a.stats.dashboard('last_7d'),
    method: 'GET',
    url: '/dashboard/stats?period=last_7d',
  },
  'stats.realtime': {
    call: (a) => a.stats.realtime('last15m'),
    method: 'GET',
    url: '/stats/calls?period=last15m',
  },
  'voices.list': { call: (a) => a.voices.list(), method: 'GET', url: '/voices/' },
  'voices.archived': { call: (a) => a.voices.archived(), method: 'GET', url: '/voices/archived' },
  'voices.add': {
    call: (a) => a.voices.add('21m00Tcm'),
    method: 'POST',
    url: '/voices/',
    body: { voice_id: '21m00Tcm' },
  },
  'voices.fetch': { call: (a) => a.voices.fetch('21m00Tcm'), method: 'GET', url: '/voices/fetch/21m00Tcm' },
  'voices.setStatus': {
    call: (a) => a.voices.setStatus(4, 'ACTIVE'),
    method: 'PUT',
    url: '/voices/4',
    body: { status: 'ACTIVE' },
  },
  'voices.remove': { call: (a) => a.voices.remove(4), method: 'DELETE', url: '/voices/4' },
  'voices.archive': { call: (a) => a.voices.archive(4), method: 'POST', url: '/voices/4/archive' },
  'voices.unarchive': { call: (a) => a.voices.unarchive(4), method: 'POST', url: '/voices/4/unarchive' },
  'jobs.active': { call: (a) => a.jobs.active(), method: 'GET', url: '/jobs/active' },
  'jobs.latest': { call: (a) => a.jobs.latest(25), method: 'GET', url: '/jobs/latest?limit=25' },
  'jobs.status': { call: (a) => a.jobs.status('job-1'), method: 'GET', url: '/jobs/job-1/status' },
  'jobs.start': {
    call: (a) => a.jobs.start('cold_calling', { duration_minutes: 30 }),
    method: 'POST',
    url: '/jobs/start/cold_calling',
    body: { duration_minutes: 30 },
  },
  'jobs.stop': { call: (a) => a.jobs.stop('job-1'), method: 'POST', url: '/jobs/job-1/stop' },
  'jobs.cancel': { call: (a) => a.jobs.cancel('job-1'), method: 'POST', url: '/jobs/job-1/cancel' },
  'jobs.cancelByType': {
    call: (a) => a.jobs.cancelByType('reminder_calls'),
    method: 'POST',
    url: '/jobs/cancel/reminder_calls',
  },
  'jobs.stopAll': { call: (a) => a.jobs.stopAll(), method: 'POST', url: '/jobs/stop-all' },
  'jobs.startColdCalling': {
    call: (a) => a.jobs.startColdCalling(),
    method: 'POST',
    url: '/jobs/cold-calling/start',
  },
  'jobs.stopColdCalling': {
    call: (a) => a.jobs.stopColdCalling(),
    method: 'POST',
    url: '/jobs/cold-calling/stop',
  },
  'jobs.startReminderCalls': {
    call: (a) => a.jobs.startReminderCalls(),
    method: 'POST',
    url: '/jobs/reminder-calls/start',
  },
  'jobs.stopReminderCalls': {
    call: (a) => a.jobs.stopReminderCalls(),
    method: 'POST',
    url: '/jobs/reminder-calls/stop',
  },
  'jobs.startSendReminders': {
    call: (a) => a.jobs.startSendReminders({ channels: ['sms'] }),
    method: 'POST',
    url: '/jobs/send-reminders/start',
    body: { channels: ['sms'] },
  },
  'jobs.stopSendReminders': {
    call: (a) => a.jobs.stopSendReminders(),
    method: 'POST',
    url: '/jobs/send-reminders/stop',
  },
  'jobs.startHubspotFetch': {
    call: (a) => a.jobs.startHubspotFetch(),
    method: 'POST',
    url: '/jobs/hubspot-fetch/start',
  },
  'jobs.stopHubspotFetch': {
    call: (a) => a.jobs.stopHubspotFetch(),
    method: 'POST',
    url: '/jobs/hubspot-fetch/stop',
  },
  'jobs.processStuckLeads': {
    call: (a) => a.jobs.processStuckLeads(),
    method: 'POST',
    url: '/jobs/process-stuck-leads',
  },
  'jobs.timerStatus': {
    call: (a) => a.jobs.timerStatus('job-1'),
    method: 'GET',
    url: '/jobs/timer/status/job-1',
  },
  'jobs.activeTimers': { call: (a) => a.jobs.activeTimers(), method: 'GET', url: '/jobs/timer/active' },
  'jobs.timerStats': { call: (a) => a.jobs.timerStats(), method: 'GET', url: '/jobs/timer/stats' },
  'jobs.sendReminders': {
    call: (a) => a.jobs.sendReminders({ channels: ['email', 'sms'] }),
    method: 'POST',
    url: '/reminders/send',
    body: { channels: ['email', 'sms'] },
    answer: { success: true, message: 'done', results: {} },
  },
  'events.recent': { call: (a) => a.events.recent(), method: 'GET', url: '/events/recent' },
  'events.batch': { call: (a) => a.events.batch('job-1'), method: 'GET', url: '/events/batch/job-1' },
  'calendar.authStatus': {
    call: (a) => a.calendar.authStatus(),
    method: 'GET',
    url: '/calendar/auth-status',
    answer: { authorized: true, reason: null },
  },
  'calendar.authRefresh': {
    call: (a) => a.calendar.authRefresh(),
    method: 'POST',
    url: '/calendar/auth-refresh',
    answer: { authorized: true, reason: null },
  },
  'calendar.authUrl': {
    call: (a) => a.calendar.authUrl(),
    method: 'GET',
    url: '/calendar/auth-url',
    answer: { auth_url: 'https://accounts.example/o' },
  },
  'calendar.submitAuthCode': {
    call: (a) => a.calendar.submitAuthCode('4/abc'),
    method: 'POST',
    url: '/calendar/auth-code',
    body: { code: '4/abc' },
  },
  'calendar.upcomingEvents': {
    call: (a) => a.calendar.upcomingEvents({ page: 2, limit: 3 }),
    method: 'GET',
    url: '/calendar/events/next-7-days?page=2&limit=3',
  },
  'calendar.uploadCredentials': {
    call: (a) => a.calendar.uploadCredentials('{"web":{}}'),
    method: 'POST',
    url: '/calendar/credentials',
    multipart: { credentials_json: '{"web":{}}' },
  },
  'calendar.setToken': {
    call: (a) => a.calendar.setToken('{"token":"t"}'),
    method: 'POST',
    url: '/calendar/set-token',
    multipart: { token_json: '{"token":"t"}' },
  },
  'appConfig.list': { call: (a) => a.appConfig.list(), method: 'GET', url: '/app-config' },
  'appConfig.get': { call: (a) => a.appConfig.get('smtp_host'), method: 'GET', url: '/app-config/smtp_host' },
  'appConfig.group': { call: (a) => a.appConfig.group('vapi'), method: 'GET', url: '/app-config/group/vapi' },
  'appConfig.create': {
    call: (a) => a.appConfig.create({ key: 'custom', value: 'x', description: 'd' }),
    method: 'POST',
    url: '/app-config',
    body: { key: 'custom', value: 'x', description: 'd' },
  },
  'appConfig.update': {
    call: (a) => a.appConfig.update('admin_sms_enabled', { value: 'true' }),
    method: 'PUT',
    url: '/app-config/admin_sms_enabled',
    body: { value: 'true' },
  },
  'appConfig.remove': {
    call: (a) => a.appConfig.remove('custom'),
    method: 'DELETE',
    url: '/app-config/custom',
  },
  'adminPhones.list': { call: (a) => a.adminPhones.list(), method: 'GET', url: '/admin-phones', answer: [] },
  'adminPhones.add': {
    call: (a) => a.adminPhones.add('+14165550123'),
    method: 'POST',
    url: '/admin-phones',
    body: { phoneNumber: '+14165550123' },
    answer: [],
  },
  'adminPhones.update': {
    call: (a) => a.adminPhones.update('+14165550123', '+14165550124'),
    method: 'PUT',
    url: '/admin-phones/update',
    body: { oldPhoneNumber: '+14165550123', newPhoneNumber: '+14165550124' },
    answer: [],
  },
  'adminPhones.remove': {
    call: (a) => a.adminPhones.remove('+14165550123'),
    method: 'DELETE',
    url: '/admin-phones',
    body: { phoneNumber: '+14165550123' },
    answer: [],
  },
  'adminPhones.clear': {
    call: (a) => a.adminPhones.clear(),
    method: 'DELETE',
    url: '/admin-phones/clear',
    answer: [],
  },
  'companies.latest': {
    call: (a) => a.companies.latest({ limit: 10, statuses: ['NEW', 'NO_ANSWER'] }),
    method: 'GET',
    url: '/companies/latest?limit=10&statuses=NEW&statuses=NO_ANSWER',
    answer: [],
  },
  'companies.search': {
    call: (a) => a.companies.search('+1 416'),
    method: 'GET',
    url: '/companies/search?q=%2B1+416',
  },
  'companies.create': {
    call: (a) => a.companies.create({ hubspot_id: 'kanban_1', name: 'Acme', phone: '+14165550123' }),
    method: 'POST',
    url: '/companies',
    body: { hubspot_id: 'kanban_1', name: 'Acme', phone: '+14165550123' },
  },
  'companies.updateLeadStatus': {
    call: (a) =>
      a.companies.updateLeadStatus(7, {
        lead_status: 'APPOINTMENT_BOOKED',
        lead_name: 'Jo',
        lead_email: null,
      }),
    method: 'PUT',
    url: '/companies/7/lead-status',
    body: { lead_status: 'APPOINTMENT_BOOKED', lead_name: 'Jo', lead_email: null },
  },
  'companies.setFollowUpToday': {
    call: (a) => a.companies.setFollowUpToday(7),
    method: 'PUT',
    url: '/companies/7/follow-up-date/today',
  },
  'companies.leadStats': { call: (a) => a.companies.leadStats(), method: 'GET', url: '/leads/stats' },
  'appointments.latest': {
    call: (a) => a.appointments.latest(10),
    method: 'GET',
    url: '/appointments/latest?limit=10',
    answer: [],
  },
  'appointments.updateStatus': {
    call: (a) => a.appointments.updateStatus(5, { lead_status: 'QUALIFIED' }),
    method: 'PUT',
    url: '/appointments/5/status',
    body: { lead_status: 'QUALIFIED' },
  },
  'appointments.updateDates': {
    call: (a) => a.appointments.updateDates(5, { appointment_datetime: '2026-01-05T15:00:00Z' }),
    method: 'PUT',
    url: '/appointments/5/dates',
    body: { appointment_datetime: '2026-01-05T15:00:00Z' },
  },
  'appointments.setDateToday': {
    call: (a) => a.appointments.setDateToday(5, 'sms_email'),
    method: 'PUT',
    url: '/appointments/5/date/today',
    body: { type: 'sms_email' },
  },
  'appointments.setCallFollowUpToday': {
    call: (a) => a.appointments.setCallFollowUpToday(5),
    method: 'PUT',
    url: '/appointments/5/call-follow-up/today',
  },
  'calls.latest': { call: (a) => a.calls.latest(), method: 'GET', url: '/calls/latest' },
  'recordings.list': {
    call: (a) => a.recordings.list({ status: 'qualified', limit: 50, offset: 0 }),
    method: 'GET',
    url: '/call-recordings?status=qualified&limit=50&offset=0',
    answer: [],
  },
  'hubspot.newLeads': {
    call: (a) => a.hubspot.newLeads(10),
    method: 'GET',
    url: '/hubspot/leads/new?limit=10',
    answer: [],
  },
  'hubspot.leadsByStatus': {
    call: (a) => a.hubspot.leadsByStatus('no-answer', 100),
    method: 'GET',
    url: '/hubspot/leads/no-answer?limit=100',
    answer: [],
  },
  'hubspot.createLead': {
    call: (a) => a.hubspot.createLead({ name: 'Acme', phone: '+1', city: 'Ottawa', service: 'Roofing' }),
    method: 'POST',
    url: '/hubspot/leads',
    body: { name: 'Acme', phone: '+1', city: 'Ottawa', service: 'Roofing' },
  },
  'hubspot.deleteLead': {
    call: (a) => a.hubspot.deleteLead('hs 1'),
    method: 'DELETE',
    url: '/hubspot/leads/hs%201',
  },
  'hubspot.updateLeadStatus': {
    call: (a) => a.hubspot.updateLeadStatus('hs1', { status: 'QUALIFIED' }),
    method: 'PUT',
    url: '/hubspot/leads/hs1/status',
    body: { status: 'QUALIFIED' },
  },
  'hubspot.updateCompany': {
    call: (a) => a.hubspot.updateCompany('hs1', { name: 'Acme 2', hs_lead_status: 'NEW' }),
    method: 'PUT',
    url: '/hubspot/companies/hs1/update',
    body: { name: 'Acme 2', hs_lead_status: 'NEW' },
  },
  'hubspot.syncNewLeads': {
    call: (a) => a.hubspot.syncNewLeads(100),
    method: 'POST',
    url: '/hubspot/sync/new-leads?limit=100',
  },
  'database.companiesForTesting': {
    call: (a) => a.database.companiesForTesting(),
    method: 'GET',
    url: '/database/companies-for-testing',
    answer: [],
  },
  'database.appointmentsForTesting': {
    call: (a) => a.database.appointmentsForTesting(),
    method: 'GET',
    url: '/database/appointments-for-testing',
    answer: [],
  },
  'database.updateNoAnswerDates': {
    call: (a) => a.database.updateNoAnswerDates([1, 2]),
    method: 'POST',
    url: '/database/update-no-answer-dates',
    body: { company_ids: [1, 2] },
  },
  'database.updateAppointmentDates': {
    call: (a) => a.database.updateAppointmentDates([3]),
    method: 'POST',
    url: '/database/update-appointment-dates',
    body: { appointment_ids: [3] },
  },
  'danger.status': { call: (a) => a.danger.status(), method: 'GET', url: '/danger/status' },
  'danger.deleteAll': {
    call: (a) => a.danger.deleteAll(),
    method: 'DELETE',
    url: '/danger/cleanup/all-data',
  },
  'danger.deleteTable': {
    call: (a) => a.danger.deleteTable('calls'),
    method: 'DELETE',
    url: '/danger/cleanup/table/calls',
  },
  'testing.noAnswerCompanies': {
    call: (a) => a.testing.noAnswerCompanies(),
    method: 'GET',
    url: '/testing/no-answer/companies',
    answer: [],
  },
  'testing.setFollowUpToday': {
    call: (a) => a.testing.setFollowUpToday(9),
    method: 'PUT',
    url: '/testing/no-answer/companies/9/follow-up-date',
  },
  'testing.bulkSetFollowUpToday': {
    call: (a) => a.testing.bulkSetFollowUpToday(),
    method: 'PUT',
    url: '/testing/no-answer/companies/bulk-update-follow-up-dates',
    body: {},
  },
  'testing.reminderAppointments': {
    call: (a) => a.testing.reminderAppointments(),
    method: 'GET',
    url: '/testing/reminder/appointments',
    answer: [],
  },
  'testing.setAppointmentToday': {
    call: (a) => a.testing.setAppointmentToday(9),
    method: 'PUT',
    url: '/testing/reminder/appointments/9/appointment-date',
  },
  'testing.bulkSetAppointmentsToday': {
    call: (a) => a.testing.bulkSetAppointmentsToday([9, 10]),
    method: 'PUT',
    url: '/testing/reminder/appointments/bulk-update-dates',
    body: { appointment_ids: [9, 10] },
  },
  'testing.setAppointmentTomorrow': {
    call: (a) => a.testing.setAppointmentTomorrow(9),
    method: 'PUT',
    url: '/testing/reminder/appointments/9/appointment-date-tomorrow',
  },
  'notifications.appointmentReminderTest': {
    call: (a) =>
      a.notifications.appointmentReminderTest({
        companyName: 'Jo',
        email: 'jo@example.com',
        phone: '+14165550123',
        appointmentDate: '2026-01-06T15:00:00.000Z',
        appointmentTime: '10:00',
      }),
    method: 'POST',
    url: '/notification-test/appointment-reminder',
    body: {
      companyName: 'Jo',
      email: 'jo@example.com',
      phone: '+14165550123',
      appointmentDate: '2026-01-06T15:00:00.000Z',
      appointmentTime: '10:00',
    },
    answer: { success: true, message: 'sent' },
  },
  'auditLog.list': { call: (a) => a.auditLog.list({ limit: 5 }), method: 'GET', url: '/audit-log?limit=5' },
};

describe('every client function', () => {
  it('has a case here, and every case a function', () => {
    const { api } = clientWith([]);
    const functions = Object.entries(api)
      .flatMap(([domain, group]) => Object.keys(group).map((name) => `${domain}.${name}`))
      .filter((name) => name !== 'auth.login' && name !== 'auth.me');
    expect(Object.keys(CASES).sort()).toEqual(functions.sort());
  });

  it.each(Object.entries(CASES))('%s sends the right request', async (_name, c) => {
    const { api, requests } = clientWith([ok(c.answer)]);
    await c.call(api);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe(c.method);
    expect(request?.url).toBe(`${ROOT}${c.url}`);
    expect(request?.headers.get('Authorization')).toBe('Bearer opaque-token');
    if (c.multipart) {
      const form = request?.body as FormData;
      expect(form).toBeInstanceOf(FormData);
      expect(Object.fromEntries(form.entries())).toEqual(c.multipart);
    } else if (c.body === undefined) {
      expect(request?.body).toBeUndefined();
    } else {
      expect(request?.headers.get('Content-Type')).toBe('application/json');
      expect(JSON.parse(String(request?.body))).toEqual(c.body);
    }
  });
});
