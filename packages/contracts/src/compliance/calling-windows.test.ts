import {
  type CalleeLocation,
  calleeWindowOpen,
  DEFAULT_CALLING_WINDOWS,
  insideWindow,
  jurisdictionsOf,
  nextCalleeOpening,
  parseTimeRange,
} from './calling-windows';

const CA = DEFAULT_CALLING_WINDOWS.CA;
const at = (iso: string) => new Date(iso);
const open = (iso: string, zone: string) => insideWindow(at(iso), zone, CA);
const CANADA = [
  'America/St_Johns',
  'America/Halifax',
  'America/Toronto',
  'America/Winnipeg',
  'America/Edmonton',
  'America/Vancouver',
];

describe('the CRTC window in the callee’s own zone', () => {
  // 2026: clocks go forward on Sunday 8 March and back on Sunday 1 November; both are weekend days (10:00–18:00).
  it.each([
    // zone, the instant the window opens that Sunday (spring), and the last minute before it
    ['America/Toronto', '2026-03-08T14:00:00Z', '2026-03-08T13:59:00Z'], // EDT, UTC-4
    ['America/Halifax', '2026-03-08T13:00:00Z', '2026-03-08T12:59:00Z'], // ADT, UTC-3
    ['America/St_Johns', '2026-03-08T12:30:00Z', '2026-03-08T12:29:00Z'], // NDT, UTC-2:30
    ['America/Vancouver', '2026-03-08T17:00:00Z', '2026-03-08T16:59:00Z'], // PDT, UTC-7
  ])('%s opens at 10:00 local on the spring-forward Sunday', (zone, opens, before) => {
    expect(open(opens, zone)).toBe(true);
    expect(open(before, zone)).toBe(false);
  });

  it.each([
    ['America/Toronto', '2026-03-07T15:00:00Z'], // the Saturday before: EST, UTC-5
    ['America/St_Johns', '2026-03-07T13:30:00Z'], // NST, UTC-3:30
  ])('%s opened an hour later in UTC the day before the change', (zone, opens) => {
    expect(open(opens, zone)).toBe(true);
    expect(open(new Date(at(opens).getTime() - 60_000).toISOString(), zone)).toBe(false);
  });

  it.each([
    ['America/Toronto', '2026-11-01T15:00:00Z', '2026-11-01T23:00:00Z'], // EST: 10:00–18:00 is 15:00–23:00 UTC
    ['America/Halifax', '2026-11-01T14:00:00Z', '2026-11-01T22:00:00Z'],
    ['America/St_Johns', '2026-11-01T13:30:00Z', '2026-11-01T21:30:00Z'],
    ['America/Vancouver', '2026-11-01T18:00:00Z', '2026-11-02T02:00:00Z'],
  ])('%s keeps 10:00–18:00 local on the fall-back Sunday', (zone, opens, closes) => {
    expect(open(opens, zone)).toBe(true);
    expect(open(new Date(at(closes).getTime() - 60_000).toISOString(), zone)).toBe(true);
    expect(open(closes, zone)).toBe(false);
  });

  it('a window to 24:00 is open all day, up to midnight', () => {
    const allDay = { weekdays: { start: '00:00', end: '24:00' }, weekends: { start: '00:00', end: '24:00' } };
    expect(insideWindow(at('2026-03-12T03:59:00Z'), 'America/Toronto', allDay)).toBe(true); // 23:59 EDT
    expect(insideWindow(at('2026-03-12T04:00:00Z'), 'America/Toronto', allDay)).toBe(true); // 00:00, the next day
  });

  it('weekdays run to 21:30 local, in a half-hour zone too', () => {
    // Monday 2 November 2026
    expect(open('2026-11-03T02:29:00Z', 'America/Toronto')).toBe(true); // 21:29 EST
    expect(open('2026-11-03T02:30:00Z', 'America/Toronto')).toBe(false);
    expect(open('2026-11-03T00:59:00Z', 'America/St_Johns')).toBe(true); // 21:29 NST
    expect(open('2026-11-03T01:00:00Z', 'America/St_Johns')).toBe(false);
    expect(open('2026-11-02T12:29:00Z', 'America/St_Johns')).toBe(false); // 08:59 NST
  });
});

describe('who is called when', () => {
  const toronto: CalleeLocation = { country: 'CA', zones: ['America/Toronto'] };
  const unknown: CalleeLocation = { country: null, zones: [] };

  it('a lead of unknown zone is called only in hours open everywhere in the region', () => {
    // Monday 16 March 2026, 09:30 in Toronto: open there, still 06:30 in Vancouver
    expect(calleeWindowOpen(at('2026-03-16T13:30:00Z'), toronto, DEFAULT_CALLING_WINDOWS, CANADA)).toBe(true);
    expect(calleeWindowOpen(at('2026-03-16T13:30:00Z'), unknown, DEFAULT_CALLING_WINDOWS, CANADA)).toBe(
      false,
    );
    // It opens when Vancouver reaches 09:00 (12:00 in Toronto) and closes when St. John's reaches 21:00: the
    // US window (an unknown country must satisfy both) ends at 21:00 there.
    expect(nextCalleeOpening(at('2026-03-16T13:30:00Z'), unknown, DEFAULT_CALLING_WINDOWS, CANADA)).toEqual(
      at('2026-03-16T16:00:00Z'),
    );
    expect(calleeWindowOpen(at('2026-03-16T23:29:00Z'), unknown, DEFAULT_CALLING_WINDOWS, CANADA)).toBe(true);
    expect(calleeWindowOpen(at('2026-03-16T23:30:00Z'), unknown, DEFAULT_CALLING_WINDOWS, CANADA)).toBe(
      false,
    );
  });

  it('the next opening after the window closed is the next morning, across the spring change', () => {
    // Saturday 7 March 2026, 19:00 in Toronto: closed until Sunday 10:00 EDT
    expect(nextCalleeOpening(at('2026-03-08T00:00:00Z'), toronto, DEFAULT_CALLING_WINDOWS, CANADA)).toEqual(
      at('2026-03-08T14:00:00Z'),
    );
    expect(nextCalleeOpening(at('2026-03-08T15:00:00Z'), toronto, DEFAULT_CALLING_WINDOWS, CANADA)).toEqual(
      at('2026-03-08T15:00:00Z'),
    );
  });

  it('zones whose windows never overlap have no opening', () => {
    const hour = { start: '10:00', end: '11:00' };
    const narrow = { CA: { weekdays: hour, weekends: hour }, US: { weekdays: hour, weekends: hour } };
    const apart: CalleeLocation = { country: 'CA', zones: ['America/Toronto', 'Asia/Tokyo'] };
    expect(nextCalleeOpening(at('2026-03-16T13:30:00Z'), apart, narrow, CANADA)).toBeNull();
  });

  it('US numbers follow the US window, others Canada’s, unknown ones both', () => {
    expect(jurisdictionsOf('US')).toEqual(['US']);
    expect(jurisdictionsOf('CA')).toEqual(['CA']);
    expect(jurisdictionsOf('GB')).toEqual(['CA']);
    expect(jurisdictionsOf(null)).toEqual(['CA', 'US']);
    const newYork: CalleeLocation = { country: 'US', zones: ['America/New_York'] };
    // Saturday 14 March 2026, 08:30 in New York: the US window is open, Canada's weekend one is not
    expect(calleeWindowOpen(at('2026-03-14T12:30:00Z'), newYork, DEFAULT_CALLING_WINDOWS, CANADA)).toBe(true);
    expect(
      calleeWindowOpen(
        at('2026-03-14T12:30:00Z'),
        { country: 'CA', zones: ['America/Toronto'] },
        DEFAULT_CALLING_WINDOWS,
        CANADA,
      ),
    ).toBe(false);
  });

  it('reads time ranges as HH:MM-HH:MM with the end after the start', () => {
    expect(parseTimeRange('09:00-21:30')).toEqual({ start: '09:00', end: '21:30' });
    expect(parseTimeRange(' 10:00-18:00 ')).toEqual({ start: '10:00', end: '18:00' });
    expect(parseTimeRange('21:30-09:00')).toBeNull();
    expect(parseTimeRange('9:00-21:30')).toBeNull();
    expect(parseTimeRange('00:00-24:00')).toEqual({ start: '00:00', end: '24:00' });
    expect(parseTimeRange('24:00-24:00')).toBeNull();
    expect(parseTimeRange('09:00-25:00')).toBeNull();
  });
});
