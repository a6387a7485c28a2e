// The console's one clock: every date and time a screen shows is written by these helpers, in the business time
// zone, in the engine's format (instant-text), so two screens never disagree on an instant or on how it reads.
// A source test over the remotes refuses any other way of formatting a date.
import { DEFAULT_BUSINESS_TIMEZONE, isValidTimeZone } from './business-calendar';
import { EMPTY_TEXT } from './truncation';

const formatters = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  /** "Mar 12, 2026, 9:00 a.m." */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "Mar 12, 2026" */
  date: { dateStyle: 'medium' },
  /** "9:00 a.m." */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "Thu, Mar 12" */
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  /** "Thu 9:00 a.m." (a time within the coming week) */
  weekdayTime: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  /** "Thursday, March 12, 2026" (the dashboard's clock) */
  longDate: { dateStyle: 'full' },
  /** "09:00:05" (the dashboard's clock) */
  clock: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  /** "EDT" */
  zoneName: { timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;
export type DateInput = Date | string | number | null | undefined;

function formatter(style: Style, zone: string): Intl.DateTimeFormat {
  const key = `${style}|${zone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { ...STYLES[style], timeZone: zone });
    formatters.set(key, format);
  }
  return format;
}

/** The zone the console shows times in: the configured business zone when valid, else the default one — never the browser's. */
export function businessZone(configured: string | null | undefined): string {
  return configured && isValidTimeZone(configured) ? configured : DEFAULT_BUSINESS_TIMEZONE;
}

function write(style: Style, at: DateInput, zone: string): string {
  if (at === null || at === undefined || at === '') return EMPTY_TEXT;
  const date = at instanceof Date ? at : new Date(at);
  // An unreadable value is shown as it came rather than as "Invalid Date".
  if (Number.isNaN(date.getTime())) return String(at);
  // ICU may put a narrow no-break space inside a time; a plain one reads and searches the same everywhere.
  return formatter(style, zone).format(date).replaceAll('\u202f', ' ');
}

/** "Mar 12, 2026, 9:00 a.m." in `zone`; "N/A" when unset. */
export const dateTimeText = (at: DateInput, zone: string): string => write('dateTime', at, zone);

/** "Mar 12, 2026" in `zone`; "N/A" when unset. */
export const dateText = (at: DateInput, zone: string): string => write('date', at, zone);

/** "9:00 a.m." in `zone`; "N/A" when unset. */
export const timeText = (at: DateInput, zone: string): string => write('time', at, zone);

/** "Thu, Mar 12" in `zone`; "N/A" when unset. */
export const dayText = (at: DateInput, zone: string): string => write('day', at, zone);

/** "Thu 9:00 a.m." in `zone`, for a time within the coming week; "N/A" when unset. */
export const weekdayTimeText = (at: DateInput, zone: string): string => write('weekdayTime', at, zone);

/** A calendar day (`YYYY-MM-DD`, e.g. an all-day event) as "Thu, Mar 12": a day, not an instant, so no zone moves it. */
export const calendarDayText = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? write('day', `${day}T12:00:00Z`, 'UTC') : day;

/** The zone's short name at `at`, e.g. "EDT" (or the zone's own name when ICU has no abbreviation). */
export function zoneNameText(zone: string, at: Date = new Date()): string {
  return (
    formatter('zoneName', zone)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

/** A table's time with its zone named, e.g. "Mar 12, 2026, 9:00 a.m. EDT"; "N/A" when unset. */
export function dateTimeWithZoneText(at: DateInput, zone: string): string {
  const text = dateTimeText(at, zone);
  if (text === EMPTY_TEXT || at === null || at === undefined) return text;
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? text : `${text} ${zoneNameText(zone, date)}`;
}

const relative = new Intl.RelativeTimeFormat('en-CA', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago (or until) `at` is from `now`, e.g. "5 minutes ago", "in 2 hours"; "N/A" when unset. */
export function relativeText(at: DateInput, now: Date): string {
  if (at === null || at === undefined || at === '') return EMPTY_TEXT;
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return relative.format(Math.trunc(seconds / size), unit);
}

export interface ClockFace {
  /** 24-hour time with seconds, e.g. "11:30:05". */
  time: string;
  /** e.g. "Wednesday, March 11, 2026". */
  date: string;
  /** The zone's short name at that instant, e.g. "EDT". */
  zoneName: string;
}

/** What the dashboard's system clock shows for `at` in `zone`. */
export const clockFace = (at: Date, zone: string): ClockFace => ({
  time: write('clock', at, zone),
  date: write('longDate', at, zone),
  zoneName: zoneNameText(zone, at),
});
