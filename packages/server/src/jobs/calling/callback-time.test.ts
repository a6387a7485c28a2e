import { DEFAULT_CALLING_WINDOWS } from '@callops/contracts/compliance';
import { bookCallback, type CallbackRequest, requestedInstant } from './callback-time';

const request = (overrides: Partial<CallbackRequest>): CallbackRequest => ({
  requested: '2026-03-10T15:00',
  zone: 'America/Toronto',
  now: new Date('2026-03-06T16:00:00Z'),
  callee: { country: 'CA', zones: ['America/Toronto'] },
  windows: DEFAULT_CALLING_WINDOWS,
  regionZones: ['America/Toronto'],
  attempts: [new Date('2026-03-06T16:00:00Z')],
  caps: { per24h: 3, per7d: 10 },
  ...overrides,
});

describe('requestedInstant', () => {
  it("reads a wall-clock time in the lead's zone, with the offset that day has, not the one of the asking day", () => {
    // Asked on Friday March 6 (EST, -5) for Monday March 9 after the change to EDT (-4).
    expect(requestedInstant('2026-03-09T15:00', 'America/Toronto')?.toISOString()).toBe(
      '2026-03-09T19:00:00.000Z',
    );
    expect(requestedInstant('2026-03-06T15:00', 'America/Toronto')?.toISOString()).toBe(
      '2026-03-06T20:00:00.000Z',
    );
  });

  it('reads half-hour zones', () => {
    expect(requestedInstant('2026-03-10T15:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-03-10T09:30:00.000Z',
    );
    expect(requestedInstant('2026-03-10 15:00', 'America/St_Johns')?.toISOString()).toBe(
      '2026-03-10T17:30:00.000Z',
    );
  });

  it('takes an instant with its own offset as it is, and refuses what names no time', () => {
    expect(requestedInstant('2026-03-10T15:00:00-02:30', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-03-10T17:30:00.000Z',
    );
    expect(requestedInstant('Tuesday after three', 'America/Toronto')).toBeNull();
    expect(requestedInstant('2026-03-10', 'America/Toronto')).toBeNull();
    expect(requestedInstant('2026-13-45T99:00', 'America/Toronto')).toBeNull();
    expect(requestedInstant('2026-13-01T10:00', 'America/Toronto')).toBeNull();
    expect(requestedInstant('2026-02-30T10:00', 'America/Toronto')).toBeNull();
  });
});

describe('bookCallback', () => {
  it('books the time asked for when the window and caps allow it, across the DST change', () => {
    const booked = bookCallback(request({ requested: '2026-03-09T15:00' }));
    expect(booked?.at.toISOString()).toBe('2026-03-09T19:00:00.000Z');
    expect(booked?.moves).toEqual([]);
  });

  it("moves a time outside the lead's hours to the next opening in its own half-hour zone", () => {
    // 22:00 in St. John's on a Tuesday is past the CRTC window (21:30): Wednesday 09:00 NDT (-2:30).
    const booked = bookCallback(
      request({
        requested: '2026-03-10T22:00',
        zone: 'America/St_Johns',
        callee: { country: 'CA', zones: ['America/St_Johns'] },
      }),
    );
    expect(booked?.requestedAt.toISOString()).toBe('2026-03-11T00:30:00.000Z');
    expect(booked?.at.toISOString()).toBe('2026-03-11T11:30:00.000Z');
    expect(booked?.moves).toEqual(['outside_hours']);
  });

  it('keeps to the weekend window of the lead in Kolkata (Canadian rules for a number abroad)', () => {
    // Saturday March 7, 08:00 IST: the weekend window opens at 10:00 IST (04:30Z).
    const booked = bookCallback(
      request({
        requested: '2026-03-07T08:00',
        zone: 'Asia/Kolkata',
        callee: { country: 'IN', zones: ['Asia/Kolkata'] },
      }),
    );
    expect(booked?.at.toISOString()).toBe('2026-03-07T04:30:00.000Z');
    expect(booked?.moves).toEqual(['outside_hours']);
  });

  it('waits for the attempt cap, then for the window', () => {
    // One call a day: the call at 16:00Z counts until 16:00Z the next day (Saturday, inside the weekend window).
    const booked = bookCallback(request({ requested: '2026-03-06T13:00', caps: { per24h: 1, per7d: 10 } }));
    expect(booked?.at.toISOString()).toBe('2026-03-07T16:00:00.000Z');
    expect(booked?.moves).toEqual(['at_cap']);
    const late = bookCallback(
      request({
        now: new Date('2026-03-06T23:00:00Z'),
        attempts: [new Date('2026-03-06T23:00:00Z')],
        requested: '2026-03-06T19:00',
        caps: { per24h: 1, per7d: 10 },
      }),
    );
    // Free of the cap at Saturday 18:00 EST, when the weekend window has closed: Sunday 10:00, already EDT (-4).
    expect(late?.at.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(late?.moves).toEqual(['at_cap', 'outside_hours']);
  });

  it('books a time already past at the earliest allowed time', () => {
    const booked = bookCallback(request({ requested: '2026-03-05T15:00' }));
    expect(booked?.at.toISOString()).toBe('2026-03-06T16:00:00.000Z');
    expect(booked?.moves).toEqual(['past']);
  });

  it('books nothing for a request naming no time', () => {
    expect(bookCallback(request({ requested: 'later' }))).toBeNull();
  });
});
