import { ApiError } from './api-error';
import {
  adminPhones,
  appointmentsList,
  calendarAuthStatus,
  calendarAuthUrl,
  combinedStats,
  leadsList,
  listFrom,
  recordingsPage,
  requireSuccess,
} from './tolerant-responses';

const window = {
  total_calls: 1,
  answered_calls: 1,
  answer_rate: 100,
  appointments_booked: 0,
  booking_rate: 0,
};
const windows = { last_24h: window, last_7d: window, last_30d: window };

describe('listFrom', () => {
  it('takes the list from data.key, key, a bare array or a data array', () => {
    expect(listFrom({ companies: [1] }, 'companies')).toEqual([1]);
    expect(listFrom([2], 'companies')).toEqual([2]);
    expect(listFrom({ data: [3] }, 'companies')).toEqual([3]);
    expect(listFrom({ data: { companies: [4] } }, 'companies')).toEqual([4]);
    expect(listFrom({ other: [5], leads: [6] }, 'companies', 'leads')).toEqual([6]);
  });

  it('refuses anything else', () => {
    expect(() => listFrom({ companies: 'x' }, 'companies')).toThrow('Unexpected response format from API');
    expect(() => listFrom(null, 'companies')).toThrow(ApiError);
  });
});

describe('leadsList and appointmentsList', () => {
  it('accept leads or companies and keep the counts', () => {
    expect(leadsList({ leads: [{ id: 1 }], total_count: 9, fetched_count: 1 })).toEqual({
      leads: [{ id: 1 }],
      total_count: 9,
      fetched_count: 1,
    });
    expect(leadsList({ companies: [{ id: 2 }], total_count: 4, fetched_count: 1 }).leads).toEqual([
      { id: 2 },
    ]);
  });

  it('default the counts to the list length', () => {
    expect(leadsList([{ id: 1 }, { id: 2 }])).toEqual({
      leads: [{ id: 1 }, { id: 2 }],
      total_count: 2,
      fetched_count: 2,
    });
    expect(appointmentsList({ data: [{ id: 1 }], total_count: 7 })).toEqual({
      appointments: [{ id: 1 }],
      fetched_count: 1,
      total_count: 7,
    });
    expect(appointmentsList([{ id: 3 }]).total_count).toBe(1);
  });
});

describe('combinedStats', () => {
  it('accepts the windows wrapped in data or bare', () => {
    expect(combinedStats(windows)).toEqual(windows);
    expect(combinedStats({ success: true, data: windows })).toEqual(windows);
  });
  it('refuses a shape without the three windows', () => {
    expect(() => combinedStats({ last_24h: window })).toThrow('Unexpected response format from API');
    expect(() => combinedStats([])).toThrow('Unexpected response format from API');
  });
});

describe('calendarAuthStatus', () => {
  it('fills the flat fields from status', () => {
    expect(
      calendarAuthStatus({
        status: { authorized: true, reason: null, calendars_count: 2, api_access: true },
      }),
    ).toEqual({
      status: { authorized: true, reason: null, calendars_count: 2, api_access: true },
      authorized: true,
      reason: null,
    });
  });
  it('builds status from flat fields', () => {
    expect(calendarAuthStatus({ authorized: false, reason: 'No credentials' })).toEqual({
      status: { authorized: false, reason: 'No credentials', calendars_count: null, api_access: false },
      authorized: false,
      reason: 'No credentials',
    });
  });
  it('says No data received from server for nothing', () => {
    expect(() => calendarAuthStatus(undefined)).toThrow('No data received from server');
  });
});

describe('calendarAuthUrl', () => {
  it('reads auth_url or url', () => {
    expect(calendarAuthUrl({ auth_url: 'https://a' })).toEqual({ auth_url: 'https://a' });
    expect(calendarAuthUrl({ url: 'https://b' })).toEqual({ auth_url: 'https://b' });
  });
  it('says when there is none', () => {
    expect(() => calendarAuthUrl({})).toThrow('No authorization URL received from server');
    expect(() => calendarAuthUrl({ auth_url: '' })).toThrow('No authorization URL received from server');
  });
});

describe('recordingsPage', () => {
  it('keeps the pagination beside data', () => {
    expect(
      recordingsPage({ data: [{ id: 1 }], pagination: { limit: 50, offset: 0, total: 12 } }, {}),
    ).toEqual({
      data: [{ id: 1 }],
      pagination: { limit: 50, offset: 0, total: 12 },
    });
  });
  it('makes pagination up when it is missing', () => {
    expect(recordingsPage({ data: [{ id: 1 }, { id: 2 }] }, { limit: 50, offset: 10 }).pagination).toEqual({
      limit: 50,
      offset: 10,
      total: 2,
    });
  });
});

describe('adminPhones', () => {
  it('accepts phoneNumbers, phone_numbers or a bare array', () => {
    expect(adminPhones({ phoneNumbers: ['+1'] })).toEqual({ phoneNumbers: ['+1'] });
    expect(adminPhones({ phone_numbers: ['+2'] })).toEqual({ phoneNumbers: ['+2'] });
    expect(adminPhones(['+3'])).toEqual({ phoneNumbers: ['+3'] });
  });
});

describe('requireSuccess', () => {
  it('raises the message, or the fallback, when success is false', () => {
    expect(() => requireSuccess({ success: false, message: 'SMTP down' }, 'Failed')).toThrow('SMTP down');
    expect(() => requireSuccess({ success: false, message: '' }, 'Failed')).toThrow('Failed');
    expect(requireSuccess({ success: true, message: 'ok' }, 'Failed')).toEqual({
      success: true,
      message: 'ok',
    });
  });
});
