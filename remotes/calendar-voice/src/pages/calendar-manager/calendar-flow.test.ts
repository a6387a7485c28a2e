import { CALENDAR_MESSAGES, type CalendarAuthStatus } from '@callops/contracts/calendar';
import { calendarView, eventWhen, refreshSucceeded, shouldRefresh } from './calendar-flow';

const status = (authorized: boolean, reason: string | null, api_access = authorized): CalendarAuthStatus => ({
  status: { authorized, reason, calendars_count: api_access ? 2 : null, api_access },
  authorized,
  reason,
});
const READY = status(true, null);
const EXPIRED = status(true, CALENDAR_MESSAGES.invalidGrantReason, false);
const NO_CREDENTIALS = status(false, CALENDAR_MESSAGES.noCredentialsReason);
const NO_TOKEN = status(false, CALENDAR_MESSAGES.noTokenReason);

describe('calendarView', () => {
  it('follows the status: upload credentials, authorize, ready', () => {
    expect(calendarView(NO_CREDENTIALS, 'idle')).toBe('upload-credentials');
    expect(calendarView(NO_TOKEN, 'idle')).toBe('authorize');
    expect(calendarView(READY, 'idle')).toBe('ready');
  });

  it('refreshes once on invalid_grant, and is not authorized when that did not help', () => {
    expect(shouldRefresh(EXPIRED, 'idle')).toBe(true);
    expect(calendarView(EXPIRED, 'idle')).toBe('refreshing');
    expect(calendarView(EXPIRED, 'pending')).toBe('refreshing');
    expect(shouldRefresh(EXPIRED, 'pending')).toBe(false);
    expect(calendarView(READY, 'done')).toBe('ready');
    // Still invalid_grant after a refresh: no second attempt.
    expect(shouldRefresh(EXPIRED, 'done')).toBe(false);
    expect(calendarView(EXPIRED, 'done')).toBe('refresh-failed');
    expect(calendarView(READY, 'failed')).toBe('refresh-failed');
    expect(shouldRefresh(READY, 'idle')).toBe(false);
  });

  it('counts a refresh as successful only with API access', () => {
    expect(refreshSucceeded(READY)).toBe(true);
    expect(refreshSucceeded(status(true, 'Google Calendar could not be checked', false))).toBe(false);
    expect(refreshSucceeded(status(false, CALENDAR_MESSAGES.refreshRevokedReason))).toBe(false);
  });
});

describe('eventWhen', () => {
  it('shows a timed event by day and start–end time in the zone', () => {
    expect(
      eventWhen(
        { start: { dateTime: '2026-03-12T14:00:00Z' }, end: { dateTime: '2026-03-12T15:30:00Z' } },
        'America/Toronto',
      ),
    ).toEqual({ day: 'Thu, Mar 12', time: '10:00 a.m. – 11:30 a.m.' });
  });

  it('shows an all-day event by its date, in any zone', () => {
    expect(
      eventWhen({ start: { date: '2026-03-13' }, end: { date: '2026-03-14' } }, 'Pacific/Kiritimati'),
    ).toEqual({
      day: 'Fri, Mar 13',
      time: null,
    });
  });
});
