import {
  addCalendarDays,
  calendarDay,
  calendarDayDifference,
  isSameCalendarDay,
  isValidTimeZone,
  todayAt,
  toInstant,
  weekdayOf,
  zonedDateTime,
} from './business-calendar';

const TORONTO = 'America/Toronto';

describe('business calendar', () => {
  it('reads the calendar day in the business zone, not in UTC', () => {
    // 02:30 UTC on 10 Jan is still 9 Jan (21:30) in Toronto.
    expect(calendarDay('2026-01-10T02:30:00Z', TORONTO)).toBe('2026-01-09');
    expect(calendarDay('2026-01-10T02:30:00Z', 'UTC')).toBe('2026-01-10');
    expect(calendarDay('2026-01-10T02:30:00Z', 'Asia/Tokyo')).toBe('2026-01-10');
  });

  it('compares calendar days whatever the hours', () => {
    expect(isSameCalendarDay('2026-03-02T05:00:00Z', '2026-03-03T04:59:00Z', TORONTO)).toBe(true);
    expect(isSameCalendarDay('2026-03-02T05:00:00Z', '2026-03-03T05:00:00Z', TORONTO)).toBe(false);
    expect(calendarDayDifference('2026-03-02T23:00:00-05:00', '2026-03-03T00:30:00-05:00', TORONTO)).toBe(1);
    expect(calendarDayDifference('2026-03-03T12:00:00-05:00', '2026-03-01T12:00:00-05:00', TORONTO)).toBe(-2);
  });

  it('counts days across DST changes', () => {
    // Toronto springs forward on 8 March 2026 and falls back on 1 November 2026.
    expect(calendarDayDifference('2026-03-07T23:30:00-05:00', '2026-03-08T23:30:00-04:00', TORONTO)).toBe(1);
    expect(calendarDayDifference('2026-10-31T00:10:00-04:00', '2026-11-01T23:50:00-05:00', TORONTO)).toBe(1);
  });

  it('builds wall-clock times as UTC instants, DST included', () => {
    expect(zonedDateTime('2026-01-15', '10:00', TORONTO).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(zonedDateTime('2026-07-15', '10:00', TORONTO).toISOString()).toBe('2026-07-15T14:00:00.000Z');
    expect(zonedDateTime('2026-03-08', '10:00', TORONTO).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedDateTime('2026-11-01', '10:00', TORONTO).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(zonedDateTime('2026-03-08', '01:30', TORONTO).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    // 02:30 does not exist on 8 March in Toronto: it lands after the gap.
    expect(zonedDateTime('2026-03-08', '02:30', TORONTO).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedDateTime('2026-06-01', '10:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-01T04:30:00.000Z',
    );
  });

  it("builds today at 10:00 in the zone from the zone's today", () => {
    // 03:00 UTC on 5 Jan is 22:00 on 4 Jan in Toronto: today there is 4 Jan.
    expect(todayAt('10:00', TORONTO, '2026-01-05T03:00:00Z').toISOString()).toBe('2026-01-04T15:00:00.000Z');
    expect(todayAt('10:00', TORONTO, '2026-01-05T03:00:00Z', 1).toISOString()).toBe(
      '2026-01-05T15:00:00.000Z',
    );
  });

  it('adds days and knows weekdays', () => {
    expect(addCalendarDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(weekdayOf('2026-01-02')).toBe(5);
    expect(() => weekdayOf('2026-1-2')).toThrow(RangeError);
  });

  it('validates zones and instants', () => {
    expect(isValidTimeZone(TORONTO)).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(toInstant('nope')).toBeNull();
    expect(toInstant(null)).toBeNull();
    expect(toInstant('')).toBeNull();
    expect(toInstant(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });
});
