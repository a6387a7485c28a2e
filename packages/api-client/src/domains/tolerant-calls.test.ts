import { clientWith } from '../testing/client-harness';
import { failure, jsonResponse, type Responder } from '../testing/fake-fetch';

const window = {
  total_calls: 10,
  answered_calls: 4,
  answer_rate: 40,
  appointments_booked: 1,
  booking_rate: 10,
};
const windows = { last_24h: window, last_7d: window, last_30d: window };
const company = {
  id: 1,
  company_name: 'Acme',
  phone_number: '+1',
  email: null,
  no_answer_count: 2,
  follow_up_date: null,
};

describe('tolerant calls through the client', () => {
  it.each<[string, Responder]>([
    ['data.companies', jsonResponse({ success: true, data: { companies: [company] } })],
    ['companies', jsonResponse({ success: true, companies: [company] })],
    ['bare companies', jsonResponse({ companies: [company] })],
    ['bare array', jsonResponse([company])],
    ['data array', jsonResponse({ success: true, data: [company] })],
  ])('no-answer companies from %s', async (_shape, responder) => {
    const { api } = clientWith([responder]);
    await expect(api.testing.noAnswerCompanies()).resolves.toEqual({ companies: [company] });
  });

  it.each<[string, Responder]>([
    ['data.appointments', jsonResponse({ success: true, data: { appointments: [{ id: 1 }] } })],
    ['appointments', jsonResponse({ success: true, appointments: [{ id: 1 }] })],
    ['bare array', jsonResponse([{ id: 1 }])],
  ])('reminder appointments from %s', async (_shape, responder) => {
    const { api } = clientWith([responder]);
    await expect(api.testing.reminderAppointments()).resolves.toEqual({ appointments: [{ id: 1 }] });
  });

  it.each<[string, Responder]>([
    ['data.companies', jsonResponse({ success: true, data: { companies: [{ id: 4 }] } })],
    ['nested data', jsonResponse({ success: true, data: { data: { companies: [{ id: 4 }] } } })],
    ['bare array', jsonResponse([{ id: 4 }])],
  ])('companies for testing from %s', async (_shape, responder) => {
    const { api } = clientWith([responder]);
    await expect(api.database.companiesForTesting()).resolves.toEqual({ companies: [{ id: 4 }] });
  });

  it('appointments for testing from a bare list', async () => {
    const { api } = clientWith([jsonResponse({ appointments: [{ id: 8 }] })]);
    await expect(api.database.appointmentsForTesting()).resolves.toEqual({ appointments: [{ id: 8 }] });
  });

  it.each<[string, Responder]>([
    ['wrapped', jsonResponse({ success: true, data: windows })],
    ['bare', jsonResponse(windows)],
  ])('combined stats %s', async (_shape, responder) => {
    const { api } = clientWith([responder]);
    await expect(api.stats.combined()).resolves.toEqual(windows);
  });

  it('refuses combined stats of another shape', async () => {
    const { api } = clientWith([jsonResponse({ success: true, data: { stats: [] } })]);
    expect((await failure(api.stats.combined())).message).toBe('Unexpected response format from API');
  });

  it.each<[string, Responder]>([
    ['auth_url', jsonResponse({ success: true, data: { auth_url: 'https://consent' } })],
    ['url', jsonResponse({ success: true, data: { url: 'https://consent' } })],
    ['bare url', jsonResponse({ url: 'https://consent' })],
  ])('calendar auth URL in %s', async (_shape, responder) => {
    const { api } = clientWith([responder]);
    await expect(api.calendar.authUrl()).resolves.toEqual({ auth_url: 'https://consent' });
  });

  it('says when no auth URL came', async () => {
    const { api } = clientWith([jsonResponse({ success: true, data: {} })]);
    expect((await failure(api.calendar.authUrl())).message).toBe('No authorization URL received from server');
  });

  it('fills the calendar status both ways', async () => {
    const { api } = clientWith([
      jsonResponse({ success: true, data: { authorized: true, reason: 'invalid_grant' } }),
      jsonResponse({
        success: true,
        data: { status: { authorized: false, reason: 'No credentials', api_access: false } },
      }),
    ]);
    expect(await api.calendar.authStatus()).toEqual({
      status: { authorized: true, reason: 'invalid_grant', calendars_count: null, api_access: false },
      authorized: true,
      reason: 'invalid_grant',
    });
    expect((await api.calendar.authStatus()).authorized).toBe(false);
  });

  it('returns recordings with the pagination of the envelope', async () => {
    const { api, requests } = clientWith([
      jsonResponse({ success: true, data: [{ id: 1 }], pagination: { limit: 50, offset: 0, total: 31 } }),
    ]);
    await expect(api.recordings.list({ status: 'all' })).resolves.toEqual({
      data: [{ id: 1 }],
      pagination: { limit: 50, offset: 0, total: 31 },
    });
    expect(requests[0]?.url).toBe('https://api.example.test/api/v1/call-recordings');
  });

  it('raises a recordings envelope that says success false', async () => {
    const { api } = clientWith([jsonResponse({ success: false, message: 'Failed to load call recordings' })]);
    expect((await failure(api.recordings.list())).message).toBe('Failed to load call recordings');
  });

  it('reads leads from companies too, and appointments from a data array', async () => {
    const { api } = clientWith([
      jsonResponse({ success: true, data: { companies: [{ id: 1 }], total_count: 40, fetched_count: 1 } }),
      jsonResponse({ success: true, data: [{ id: 2 }], total_count: 12, fetched_count: 1 }),
    ]);
    await expect(api.hubspot.newLeads()).resolves.toEqual({
      leads: [{ id: 1 }],
      total_count: 40,
      fetched_count: 1,
    });
    await expect(api.appointments.latest()).resolves.toEqual({
      appointments: [{ id: 2 }],
      total_count: 12,
      fetched_count: 1,
    });
  });

  it('reads admin phones as an object or a bare array', async () => {
    const { api } = clientWith([
      jsonResponse({ success: true, data: { phoneNumbers: ['+14165550123'] } }),
      jsonResponse({ success: true, data: ['+14165550124'] }),
    ]);
    await expect(api.adminPhones.list()).resolves.toEqual({ phoneNumbers: ['+14165550123'] });
    await expect(api.adminPhones.add('+14165550124')).resolves.toEqual({ phoneNumbers: ['+14165550124'] });
  });

  it('raises a notification test that failed, with its message or Failed', async () => {
    const { api } = clientWith([
      jsonResponse({ success: true, data: { success: false, message: 'SMTP refused' } }),
      jsonResponse({ success: true, data: { success: false, message: '' } }),
    ]);
    const payload = {
      email: null,
      phone: '+14165550123',
      appointmentDate: '2026-01-06T15:00:00.000Z',
      appointmentTime: '10:00',
    };
    expect((await failure(api.notifications.appointmentReminderTest(payload))).message).toBe('SMTP refused');
    expect((await failure(api.notifications.appointmentReminderTest(payload))).message).toBe('Failed');
  });

  it('raises a reminder result that failed, preferring the server message', async () => {
    const { api } = clientWith([
      jsonResponse({
        success: true,
        data: { success: false, message: 'No channel configured', results: {} },
      }),
      jsonResponse({ success: true, data: { success: false, message: '', results: {} } }),
    ]);
    expect((await failure(api.jobs.sendReminders())).message).toBe('No channel configured');
    expect((await failure(api.jobs.sendReminders())).message).toBe('Failed to send reminders.');
  });

  it('uploads a credentials file as the multipart file field', async () => {
    const { api, requests } = clientWith([
      jsonResponse({ success: true, data: { message: 'Saved', authorized: false } }),
    ]);
    const file = new File(['{"web":{}}'], 'credentials.json', { type: 'application/json' });
    await expect(api.calendar.uploadCredentials(file)).resolves.toEqual({
      message: 'Saved',
      authorized: false,
    });
    const form = requests[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('credentials.json');
    expect(form.get('credentials_json')).toBeNull();
  });
});
