import { type CalendarAuthStatus, type CalendarEvent, calendarNextStep } from '@callops/contracts/calendar';
import { calendarDayText, dayText, timeText } from '@callops/contracts/core';

/** Where the screen's automatic token refresh stands (it runs at most once until the status is checked again). */
export type RefreshState = 'idle' | 'pending' | 'done' | 'failed';

export type CalendarView = 'upload-credentials' | 'authorize' | 'refreshing' | 'refresh-failed' | 'ready';

/**
 * Spec §4: not authorized → authorize (upload credentials when the reason says No credentials); authorized with
 * invalid_grant → refresh the token automatically, once; a refresh that fails, or succeeds without API access,
 * puts the screen back to not authorized.
 */
export function calendarView(status: CalendarAuthStatus, refresh: RefreshState): CalendarView {
  if (refresh === 'failed') return 'refresh-failed';
  if (refresh === 'pending') return 'refreshing';
  switch (calendarNextStep(status.status)) {
    case 'upload-credentials':
      return 'upload-credentials';
    case 'authorize':
      return 'authorize';
    case 'refresh-token':
      return refresh === 'done' ? 'refresh-failed' : 'refreshing';
    case 'ready':
      return 'ready';
  }
}

/** Whether the screen should start the refresh now: invalid_grant seen and no refresh tried yet. */
export const shouldRefresh = (status: CalendarAuthStatus, refresh: RefreshState): boolean =>
  refresh === 'idle' && calendarNextStep(status.status) === 'refresh-token';

/** A refresh worked only when it brought API access back. */
export const refreshSucceeded = (status: CalendarAuthStatus): boolean =>
  status.status.authorized && status.status.api_access;

export interface EventWhen {
  /** e.g. 'Thu, Mar 12' */
  day: string;
  /** e.g. '10:00 a.m. – 11:00 a.m.', or null for an all-day event. */
  time: string | null;
}

/** When an event happens, in `timeZone`: timed events by start and end, all-day events by their date. */
export function eventWhen(event: Pick<CalendarEvent, 'start' | 'end'>, timeZone: string): EventWhen {
  // An all-day date is a calendar day, not an instant: shown as it is, whatever the zone.
  if (!event.start.dateTime && event.start.date)
    return { day: calendarDayText(event.start.date), time: null };
  const start = new Date(event.start.dateTime ?? '');
  if (Number.isNaN(start.getTime())) return { day: event.start.dateTime ?? '', time: null };
  const end = event.end.dateTime ? new Date(event.end.dateTime) : null;
  return {
    day: dayText(start, timeZone),
    time:
      end && !Number.isNaN(end.getTime())
        ? `${timeText(start, timeZone)} – ${timeText(end, timeZone)}`
        : timeText(start, timeZone),
  };
}
