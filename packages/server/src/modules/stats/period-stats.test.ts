import { toPeriodStats, windowStart } from './period-stats';

describe('toPeriodStats', () => {
  it('turns counts into the contract shape with percentage rates', () => {
    expect(toPeriodStats({ total: 40, answered: 13, booked: 3 })).toEqual({
      total_calls: 40,
      answered_calls: 13,
      answer_rate: 32.5,
      appointments_booked: 3,
      booking_rate: 7.5,
    });
  });

  it('divides bookings by all calls, not by answered calls', () => {
    expect(toPeriodStats({ total: 10, answered: 2, booked: 1 }).booking_rate).toBe(10);
  });

  it('gives zeros for an empty window', () => {
    expect(toPeriodStats({ total: 0, answered: 0, booked: 0 })).toEqual({
      total_calls: 0,
      answered_calls: 0,
      answer_rate: 0,
      appointments_booked: 0,
      booking_rate: 0,
    });
  });
});

describe('windowStart', () => {
  it('goes back the given number of hours', () => {
    const now = new Date('2026-03-11T15:30:00.000Z');
    expect(windowStart(now, 24).toISOString()).toBe('2026-03-10T15:30:00.000Z');
    expect(windowStart(now, 30 * 24).toISOString()).toBe('2026-02-09T15:30:00.000Z');
  });
});
