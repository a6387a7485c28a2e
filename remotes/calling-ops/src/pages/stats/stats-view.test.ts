import type { PeriodStats, StatsTrend } from '@callops/contracts/stats';
import { formatCount, hasCalls, successRate, trendRows, trendTotals } from './stats-view';

const stats = (total: number, answered: number, booked: number): PeriodStats => ({
  total_calls: total,
  answered_calls: answered,
  answer_rate: 0,
  appointments_booked: booked,
  booking_rate: 0,
  voicemail_calls: 0,
  no_answer_calls: 0,
  cost_usd: 0,
  cost_per_booked_usd: null,
});

const point = (start: string, total: number, answered: number, booked: number) => ({
  start,
  total_calls: total,
  answered_calls: answered,
  answer_rate: total ? Math.round((answered / total) * 1000) / 10 : 0,
  appointments_booked: booked,
  booking_rate: total ? Math.round((booked / total) * 1000) / 10 : 0,
  voicemail_calls: 0,
  no_answer_calls: 0,
  cost_usd: 0,
  cost_per_booked_usd: null,
});

describe('stats view', () => {
  it('divides bookings by all calls for the success rate, zero-safe', () => {
    expect(successRate(stats(40, 10, 3))).toBe(7.5);
    expect(successRate(stats(0, 0, 0))).toBe(0);
  });

  it('has data only when a call was made', () => {
    expect(hasCalls(stats(0, 0, 0))).toBe(false);
    expect(hasCalls(stats(1, 0, 0))).toBe(true);
  });

  it('formats counts with separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('labels hourly points on the business clock', () => {
    const trend: StatsTrend = {
      range: 'last_24h',
      unit: 'hour',
      time_zone: 'America/Toronto',
      points: [point('2026-03-11T03:00:00.000Z', 4, 2, 1), point('2026-03-11T15:00:00.000Z', 0, 0, 0)],
    };
    expect(trendRows(trend)).toEqual([
      { label: '23:00', answerRate: 50, bookingRate: 25, calls: 4 },
      { label: '11:00', answerRate: 0, bookingRate: 0, calls: 0 },
    ]);
    expect(trendTotals(trend)).toEqual({ calls: 4, answered: 2, booked: 1 });
  });

  it('labels daily points by the business day, across midnight UTC', () => {
    const trend: StatsTrend = {
      range: 'last_30d',
      unit: 'day',
      time_zone: 'America/Toronto',
      points: [point('2026-03-08T05:00:00.000Z', 10, 3, 1), point('2026-03-11T04:00:00.000Z', 2, 1, 0)],
    };
    expect(trendRows(trend).map((r) => r.label)).toEqual(['Mar 8', 'Mar 11']);
  });
});
