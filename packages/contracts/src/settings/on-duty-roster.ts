// The on-duty roster: who takes a call the assistant transfers when the lead asks for a person. One person a line,
// `name | +E.164 number | hours`, the hours in the business time zone ("Mon-Fri 09:00-17:00, Sat 10:00-14:00");
// a line without hours is the fallback, on duty whenever nobody whose hours cover the moment is.
import { wallClock } from '../core/business-calendar';

export interface RosterShift {
  /** 0 = Sunday … 6 = Saturday. */
  days: readonly number[];
  /** Minutes after midnight; an end at or before the start runs past midnight into the next day. */
  start: number;
  end: number;
}

export interface RosterEntry {
  name: string;
  /** E.164. */
  number: string;
  /** Empty: no set hours (the fallback). */
  shifts: readonly RosterShift[];
}

export interface OnDutyPerson {
  name: string;
  number: string;
}

/** VAPI's number destinations check E.164 by default (TransferDestinationNumber.numberE164CheckEnabled). */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
export const ROSTER_NAME_MAX = 80;

export const ROSTER_MESSAGES = {
  format: (line: number) =>
    `Line ${line}: write "name | +E.164 number | hours", e.g. "Dana Smith | +14165550123 | Mon-Fri 09:00-17:00"`,
  name: (line: number) => `Line ${line}: a name is required (at most ${ROSTER_NAME_MAX} characters)`,
  number: (line: number, value: string) =>
    `Line ${line}: "${value}" is not an E.164 number such as +14165550123`,
  hours: (line: number, value: string) =>
    `Line ${line}: "${value}" are not hours such as "Mon-Fri 09:00-17:00" or "Sat 10:00-14:00" (days Sun to Sat, 24-hour times)`,
  duplicate: (line: number, value: string) => `Line ${line}: ${value} is listed twice`,
} as const;

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** `Mon-Fri`, `Sat`, `Sat-Sun`, `Fri-Mon` (wrapping) → the weekdays; null when not days. */
function parseDays(text: string): number[] | null {
  const [from, to, ...rest] = text.toLowerCase().split('-');
  const first = DAY_NAMES.indexOf(from as (typeof DAY_NAMES)[number]);
  const last = to === undefined ? first : DAY_NAMES.indexOf(to as (typeof DAY_NAMES)[number]);
  if (rest.length > 0 || first < 0 || last < 0) return null;
  const days = [first];
  for (let day = first; day !== last; ) {
    day = (day + 1) % 7;
    days.push(day);
  }
  return days;
}

/** `Mon-Fri 09:00-17:00, Sat 10:00-14:00` → shifts; [] for no hours; null when unreadable. */
export function parseRosterHours(text: string): RosterShift[] | null {
  const shifts: RosterShift[] = [];
  for (const part of text.split(',')) {
    const piece = part.trim();
    if (piece === '') continue;
    const match = /^(\S+)\s+(\S+)-(\S+)$/.exec(piece);
    if (!match?.[1] || !match[2] || !match[3]) return null;
    const days = parseDays(match[1]);
    if (!days || !TIME.test(match[2]) || match[2] === '24:00' || !TIME.test(match[3])) return null;
    shifts.push({ days, start: minutesOf(match[2]), end: minutesOf(match[3]) });
  }
  return shifts;
}

export type RosterParse = { ok: true; entries: RosterEntry[] } | { ok: false; error: string };

/** The setting's text → the roster, or the first problem in words (the line it is on). Empty text: no one. */
export function parseRoster(text: string): RosterParse {
  const entries: RosterEntry[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.trim() === '') continue;
    const fields = raw.split('|').map((field) => field.trim());
    if (fields.length < 2 || fields.length > 3) return { ok: false, error: ROSTER_MESSAGES.format(line) };
    const [name = '', number = '', hours = ''] = fields;
    if (name === '' || name.length > ROSTER_NAME_MAX) return { ok: false, error: ROSTER_MESSAGES.name(line) };
    if (!E164_PATTERN.test(number)) return { ok: false, error: ROSTER_MESSAGES.number(line, number) };
    const shifts = parseRosterHours(hours);
    if (!shifts) return { ok: false, error: ROSTER_MESSAGES.hours(line, hours) };
    if (entries.some((entry) => entry.number === number))
      return { ok: false, error: ROSTER_MESSAGES.duplicate(line, number) };
    entries.push({ name, number, shifts });
  }
  return { ok: true, entries };
}

/** The roster as the setting stores it. */
export const formatRoster = (entries: readonly { name: string; number: string }[]): string =>
  entries.map((entry) => `${entry.name} | ${entry.number}`).join('\n');

const covers = (shift: RosterShift, weekday: number, minute: number): boolean => {
  const overnight = shift.end <= shift.start;
  if (!overnight) return shift.days.includes(weekday) && minute >= shift.start && minute < shift.end;
  // Past midnight: the evening of a listed day, or the small hours of the day after one.
  if (shift.days.includes(weekday) && minute >= shift.start) return true;
  return shift.days.includes((weekday + 6) % 7) && minute < shift.end;
};

/**
 * Who is on duty at `at`: the first listed person whose hours (wall-clock time in `zone`, so a DST change moves
 * nothing) cover it; else the first without set hours; else nobody.
 */
export function onDutyAt(entries: readonly RosterEntry[], at: Date, zone: string): OnDutyPerson | null {
  const clock = wallClock(at, zone);
  const weekday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay();
  const minute = (clock.hour % 24) * 60 + clock.minute;
  const pick =
    entries.find((entry) => entry.shifts.some((shift) => covers(shift, weekday, minute))) ??
    entries.find((entry) => entry.shifts.length === 0);
  return pick ? { name: pick.name, number: pick.number } : null;
}
