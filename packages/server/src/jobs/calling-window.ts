import { addCalendarDays, calendarDay, zonedDateTime } from '@callops/contracts/core';

export interface CallingWindow {
  /** Calls may be placed now. */
  open: boolean;
  /** When the window that is open now closes, or the next one opens. */
  closesAt: Date | null;
  opensAt: Date | null;
}

/**
 * The calling hours of the scheduling settings around `now`, as wall-clock times in the business time zone (so
 * they stay 09:00–17:00 across daylight-saving changes). A window whose end is not after its start runs past
 * midnight (e.g. 20:00–02:00).
 */
export function callingWindow(now: Date, zone: string, hours: { start: string; end: string }): CallingWindow {
  const today = calendarDay(now, zone);
  const overnight = hours.end <= hours.start;
  // The windows that can contain `now` or follow it: yesterday's (when it runs past midnight), today's, tomorrow's.
  const windows = [-1, 0, 1].map((offset) => {
    const day = addCalendarDays(today, offset);
    const start = zonedDateTime(day, hours.start, zone);
    const end = zonedDateTime(overnight ? addCalendarDays(day, 1) : day, hours.end, zone);
    return { start, end };
  });
  const current = windows.find((w) => w.start <= now && now < w.end);
  if (current) return { open: true, closesAt: current.end, opensAt: null };
  const next = windows.find((w) => w.start > now) ?? null;
  return { open: false, closesAt: null, opensAt: next?.start ?? null };
}
