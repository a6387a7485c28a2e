// The legal calling windows, evaluated in the called person's own time zone: Canada's CRTC (weekdays 09:00–21:30,
// weekends 10:00–18:00) and the US rule (08:00–21:00) by default, each a setting. Wall-clock times in the callee's
// zone, so they hold across daylight-saving changes and in half-hour zones (Newfoundland).
import { addCalendarDays, calendarDay, weekdayOf, zonedDateTime } from '../core/business-calendar';

/** `HH:MM`–`HH:MM` on one day; the end is after the start (no window runs past midnight). */
export interface TimeRange {
  start: string;
  end: string;
}

export interface WeekWindows {
  weekdays: TimeRange;
  weekends: TimeRange;
}

/** Whose rules apply to a number: its country's; calls elsewhere follow Canada's, the business's own rules. */
export const JURISDICTIONS = ['CA', 'US'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];
export type CallingWindows = Record<Jurisdiction, WeekWindows>;

export const DEFAULT_CALLING_WINDOWS: CallingWindows = {
  CA: { weekdays: { start: '09:00', end: '21:30' }, weekends: { start: '10:00', end: '18:00' } },
  US: { weekdays: { start: '08:00', end: '21:00' }, weekends: { start: '08:00', end: '21:00' } },
};

const TIME_RANGE = /^((?:[01]\d|2[0-3]):[0-5]\d)-((?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/**
 * `09:00-21:30` → { start, end }; null unless both are HH:MM and the end comes after the start. The end may be
 * 24:00, the midnight that ends the day (`00:00-24:00`: all day).
 */
export function parseTimeRange(text: string): TimeRange | null {
  const match = TIME_RANGE.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const [start, end] = [match[1], match[2]];
  return end > start ? { start, end } : null;
}

export const formatTimeRange = (range: TimeRange) => `${range.start}-${range.end}`;

/**
 * The jurisdictions whose windows a number must satisfy: its own (CA or US); a number of unknown country must
 * satisfy both; any other country follows Canada's.
 */
export function jurisdictionsOf(country: string | null): readonly Jurisdiction[] {
  if (country === 'US') return ['US'];
  if (country === null) return JURISDICTIONS;
  return ['CA'];
}

/** The instant of `time` on `day` in `zone`; 24:00 is the next day's midnight. */
const wallTime = (day: string, time: string, zone: string) =>
  time === '24:00' ? zonedDateTime(addCalendarDays(day, 1), '00:00', zone) : zonedDateTime(day, time, zone);

/** Whether the wall clock of `zone` at `at` is inside the week's window (weekend = Saturday and Sunday there). */
export function insideWindow(at: Date, zone: string, week: WeekWindows): boolean {
  const day = calendarDay(at, zone);
  const range = [0, 6].includes(weekdayOf(day)) ? week.weekends : week.weekdays;
  return wallTime(day, range.start, zone) <= at && at < wallTime(day, range.end, zone);
}

/** What is known of where the called person is: the candidate zones of the number (one when it is certain). */
export interface CalleeLocation {
  country: string | null;
  /** IANA zones; empty when nothing is known (the campaign region's zones are used instead). */
  zones: readonly string[];
}

/**
 * Whether `callee` may be called at `at`: inside the window of every jurisdiction that applies, in every zone the
 * person may be in (when the zone is not known for sure, only hours open in all of them count).
 */
export function calleeWindowOpen(
  at: Date,
  callee: CalleeLocation,
  windows: CallingWindows,
  regionZones: readonly string[],
): boolean {
  const zones = callee.zones.length > 0 ? callee.zones : regionZones;
  return jurisdictionsOf(callee.country).every((jurisdiction) =>
    zones.every((zone) => insideWindow(at, zone, windows[jurisdiction])),
  );
}

/**
 * The first instant at or after `from` when `callee` may be called, looking a week ahead; null when the windows
 * of its zones never overlap in that time.
 */
export function nextCalleeOpening(
  from: Date,
  callee: CalleeLocation,
  windows: CallingWindows,
  regionZones: readonly string[],
): Date | null {
  if (calleeWindowOpen(from, callee, windows, regionZones)) return from;
  const zones = callee.zones.length > 0 ? callee.zones : regionZones;
  // The overlap of several windows opens when the last of them opens: some window's start.
  const starts: Date[] = [];
  for (const zone of zones) {
    for (let offset = -1; offset <= 8; offset += 1) {
      const day = addCalendarDays(calendarDay(from, zone), offset);
      const weekend = [0, 6].includes(weekdayOf(day));
      for (const jurisdiction of jurisdictionsOf(callee.country)) {
        const range = weekend ? windows[jurisdiction].weekends : windows[jurisdiction].weekdays;
        const start = wallTime(day, range.start, zone);
        if (start > from) starts.push(start);
      }
    }
  }
  starts.sort((a, b) => a.getTime() - b.getTime());
  return starts.find((start) => calleeWindowOpen(start, callee, windows, regionZones)) ?? null;
}
