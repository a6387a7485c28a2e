import { NO_CALLS, toPeriodStats, trendBucketStarts, windowStart } from './period-stats';

describe('toPeriodStats', () => {
  it('turns counts into the contract shape with percentage rates', () => {
    expect(toPeriodStats({ total: 40, answered: 13, booked: 3, voicemail: 5, costUsd: 4.004 })).toEqual({
      total_calls: 40,
      answered_calls: 13,
      answer_rate: 32.5,
      appointments_booked: 3,
      booking_rate: 7.5,
      voicemail_calls: 5,
      no_answer_calls: 22,
      cost_usd: 4,
      cost_per_booked_usd: 1.33,
    });
  });

  it('divides bookings by all calls, not by answered calls', () => {
    expect(toPeriodStats({ ...NO_CALLS, total: 10, answered: 2, booked: 1 }).booking_rate).toBe(10);
  });

  it('gives zeros for an empty window', () => {
    expect(toPeriodStats(NO_CALLS)).toEqual({
      total_calls: 0,
      answered_calls: 0,
      answer_rate: 0,
      appointments_booked: 0,
      booking_rate: 0,
      voicemail_calls: 0,
      no_answer_calls: 0,
      cost_usd: 0,
      cost_per_booked_usd: null,
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

describe('trendBucketStarts', () => {
  const zone = 'America/Toronto';

  it('gives the last 24 hours, oldest first, the last one holding now', () => {
    const now = new Date('2026-03-11T15:30:12.345Z');
    const starts = trendBucketStarts(now, 'hour', 24, zone);
    expect(starts).toHaveLength(24);
    expect(starts[23]?.toISOString()).toBe('2026-03-11T15:00:00.000Z');
    expect(starts[0]?.toISOString()).toBe('2026-03-10T16:00:00.000Z');
  });

  it('starts hours at :00 on the zone clock in a zone half an hour off', () => {
    const starts = trendBucketStarts(new Date('2026-03-11T15:10:00.000Z'), 'hour', 2, 'Asia/Kolkata');
    // 15:10 UTC is 20:40 in Kolkata: the hour began at 20:00 local, 14:30 UTC.
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-03-11T13:30:00.000Z',
      '2026-03-11T14:30:00.000Z',
    ]);
  });

  it('gives the last 30 days from local midnight, across the spring-forward change', () => {
    // Toronto moved its clocks on 2026-03-08: midnights before are 05:00 UTC, after 04:00 UTC.
    const starts = trendBucketStarts(new Date('2026-03-11T03:30:00.000Z'), 'day', 30, zone);
    expect(starts).toHaveLength(30);
    expect(starts[29]?.toISOString()).toBe('2026-03-10T04:00:00.000Z'); // still the 10th in Toronto
    expect(starts[27]?.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(starts[26]?.toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(starts[0]?.toISOString()).toBe('2026-02-09T05:00:00.000Z');
  });
});
