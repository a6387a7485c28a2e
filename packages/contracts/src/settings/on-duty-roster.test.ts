import { validateConfigValue } from './config-validation';
import { formatRoster, onDutyAt, parseRoster, type RosterEntry } from './on-duty-roster';

const ZONE = 'America/Toronto';

function roster(text: string): RosterEntry[] {
  const parsed = parseRoster(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.entries;
}

describe('parseRoster', () => {
  it('reads names, E.164 numbers and hours, skipping blank lines', () => {
    const entries = roster(
      'Dana Smith | +14165550123 | Mon-Fri 09:00-17:00, Sat 10:00-14:00\n\n  Lee | +14165550124  \n',
    );
    expect(entries).toEqual([
      {
        name: 'Dana Smith',
        number: '+14165550123',
        shifts: [
          { days: [1, 2, 3, 4, 5], start: 540, end: 1020 },
          { days: [6], start: 600, end: 840 },
        ],
      },
      { name: 'Lee', number: '+14165550124', shifts: [] },
    ]);
  });

  it('reads a day range that wraps past Saturday', () => {
    expect(roster('Night | +14165550123 | Fri-Mon 22:00-06:00')[0]?.shifts).toEqual([
      { days: [5, 6, 0, 1], start: 1320, end: 360 },
    ]);
  });

  it.each([
    ['Dana', /Line 1: write "name \| \+E\.164 number \| hours"/],
    [' | +14165550123', /Line 1: a name is required/],
    ['Dana | 4165550123', /Line 1: "4165550123" is not an E\.164 number/],
    ['Dana | +1 416 555 0123', /is not an E\.164 number/],
    ['Dana | +14165550123 | Weekdays 9-5', /Line 1: "Weekdays 9-5" are not hours/],
    ['Dana | +14165550123 | Mon-Fri 25:00-26:00', /are not hours/],
    ['Dana | +14165550123 | Mon 24:00-09:00', /are not hours/],
    ['Dana | +14165550123 | x | y', /Line 1: write/],
    ['Dana | +14165550123\nLee | +14165550123', /Line 2: \+14165550123 is listed twice/],
  ])('refuses %j with a clear message', (text, message) => {
    const parsed = parseRoster(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('is the check of the on_duty_roster setting (empty allowed: the admin phones stand in)', () => {
    expect(validateConfigValue('on_duty_roster', '')).toBeNull();
    expect(validateConfigValue('on_duty_roster', 'Dana | +14165550123 | Mon-Fri 09:00-17:00')).toBeNull();
    expect(validateConfigValue('on_duty_roster', 'Dana | 123')).toMatch(/not an E\.164 number/);
  });

  it('formats people back into lines the parser reads', () => {
    const people = [
      { name: 'Admin', number: '+14165550123' },
      { name: 'Admin 2', number: '+14165550124' },
    ];
    expect(roster(formatRoster(people)).map(({ name, number }) => ({ name, number }))).toEqual(people);
  });
});

describe('onDutyAt', () => {
  const team = roster(
    [
      'Day | +14165550001 | Mon-Fri 09:00-17:00',
      'Evening | +14165550002 | Mon-Fri 16:00-22:00',
      'Night | +14165550003 | Mon-Sun 22:00-06:00',
      'Backup | +14165550009',
    ].join('\n'),
  );
  const at = (iso: string) => onDutyAt(team, new Date(iso), ZONE)?.name;

  it('picks by the wall clock of the business zone', () => {
    // Wednesday 2026-03-04, 10:00 in Toronto (EST, UTC-5).
    expect(at('2026-03-04T15:00:00Z')).toBe('Day');
    // 17:30: only the evening shift.
    expect(at('2026-03-04T22:30:00Z')).toBe('Evening');
  });

  it('gives an overlap to the first listed', () => {
    // 16:30 is in both the day and the evening shift.
    expect(at('2026-03-04T21:30:00Z')).toBe('Day');
  });

  it('follows an overnight shift past midnight into the next day', () => {
    // Thursday 02:00 in Toronto: the shift that started Wednesday 22:00.
    expect(at('2026-03-05T07:00:00Z')).toBe('Night');
    expect(at('2026-03-05T11:00:00Z')).toBe('Backup');
  });

  it('keeps the hours on the wall clock across a DST change', () => {
    // Sunday 2026-03-08 clocks go forward; Monday 09:30 is 14:30Z the week before but 13:30Z after.
    expect(at('2026-03-02T14:30:00Z')).toBe('Day');
    expect(at('2026-03-09T13:30:00Z')).toBe('Day');
    // 08:30 EDT on Monday 2026-03-09 is 12:30Z: before the day shift, after the night one.
    expect(at('2026-03-09T12:30:00Z')).toBe('Backup');
    // Autumn: Sunday 2026-11-01 clocks go back; Monday 09:00 EST is 14:00Z, and 13:30Z is 08:30.
    expect(at('2026-11-02T14:00:00Z')).toBe('Day');
    expect(at('2026-11-02T13:30:00Z')).toBe('Backup');
  });

  it('falls back to the one without hours, and to nobody when no one covers the moment', () => {
    expect(at('2026-03-07T15:00:00Z')).toBe('Backup');
    const daysOnly = roster('Day | +14165550001 | Mon-Fri 09:00-17:00');
    expect(onDutyAt(daysOnly, new Date('2026-03-07T15:00:00Z'), ZONE)).toBeNull();
    expect(onDutyAt([], new Date('2026-03-04T15:00:00Z'), ZONE)).toBeNull();
  });

  it('answers the person with their number', () => {
    expect(onDutyAt(team, new Date('2026-03-04T15:00:00Z'), ZONE)).toEqual({
      name: 'Day',
      number: '+14165550001',
    });
  });
});
