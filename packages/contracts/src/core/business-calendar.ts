// Calendar days in the business time zone, through Intl only: "today", "tomorrow" and "Friday" are days in
// that zone, not in the browser's or the server's.

export const DEFAULT_BUSINESS_TIMEZONE = 'America/Toronto';

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;
export type InstantInput = Date | string | number;

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

const knownZones = new Map<string, boolean>();

/** Whether Intl knows the zone; the answer is kept (building a formatter to ask is slow and zones do not change). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  let valid = knownZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (knownZones.size < 1_000) knownZones.set(zone, valid);
  }
  return valid;
}

/** The instant, or null when the input is empty or not a date. */
export function toInstant(value: InstantInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function requireInstant(value: InstantInput): Date {
  const instant = toInstant(value);
  if (!instant) throw new RangeError(`Not a date: ${String(value)}`);
  return instant;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a wall clock in `zone` shows at `instant`. */
export function wallClock(instant: InstantInput, zone: string): WallClock {
  const parts = formatterFor(zone).formatToParts(requireInstant(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of `instant` in `zone`. */
export function calendarDay(instant: InstantInput, zone: string): CalendarDay {
  const { year, month, day } = wallClock(instant, zone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function parseDay(day: CalendarDay): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const dayNumber = (day: CalendarDay): number => {
  const { year, month, day: d } = parseDay(day);
  return Date.UTC(year, month - 1, d) / DAY_MS;
};

export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date((dayNumber(day) + days) * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(dayNumber(day) * DAY_MS).getUTCDay();
}

/** Whole calendar days from `from` to `to` in `zone` (1 = `to` is the next day), whatever the hours or DST. */
export function calendarDayDifference(from: InstantInput, to: InstantInput, zone: string): number {
  return dayNumber(calendarDay(to, zone)) - dayNumber(calendarDay(from, zone));
}

export function isSameCalendarDay(a: InstantInput, b: InstantInput, zone: string): boolean {
  return calendarDayDifference(a, b, zone) === 0;
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant at which the wall clock in `zone` shows `time` (`HH:MM`) on `day`. Across a DST change the
 * offset of the target moment is used; a time skipped by a spring-forward gap lands just after the gap.
 */
export function zonedDateTime(day: CalendarDay, time: string, zone: string): Date {
  const key = `${day} ${time} ${zone}`;
  let at = zonedInstants.get(key);
  if (at === undefined) {
    at = zonedInstant(day, time, zone);
    if (zonedInstants.size >= ZONED_INSTANTS_KEPT) zonedInstants.clear();
    zonedInstants.set(key, at);
  }
  return new Date(at);
}

/**
 * Instants already worked out: each takes three Intl look-ups, and a claim asks for the same few (today's and
 * tomorrow's hours in a handful of zones) for every lead it considers.
 */
const zonedInstants = new Map<string, number>();
const ZONED_INSTANTS_KEPT = 4_096;

function zonedInstant(day: CalendarDay, time: string, zone: string): number {
  const { year, month, day: d } = parseDay(day);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not a time: ${time}`);
  const wall = Date.UTC(year, month - 1, d, Number(match[1]), Number(match[2]));
  const firstGuess = wall - zoneOffsetMs(wall, zone);
  const offset = zoneOffsetMs(firstGuess, zone);
  const candidate = wall - offset;
  const recheck = zoneOffsetMs(candidate, zone);
  return recheck === offset ? candidate : wall - recheck;
}

/** "Today at 10:00 in zone Z" (or any day offset from today) as a UTC instant. */
export function todayAt(time: string, zone: string, now: InstantInput = Date.now(), dayOffset = 0): Date {
  return zonedDateTime(addCalendarDays(calendarDay(now, zone), dayOffset), time, zone);
}
