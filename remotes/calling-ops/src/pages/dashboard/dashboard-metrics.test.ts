import type { CombinedStats } from '@callops/contracts/stats';
import {
  COMPARISON_COLUMNS,
  comparisonRows,
  countCards,
  formatCount,
  formatPercent,
  hasDashboardData,
  performanceBars,
  targetCards,
  targetGap,
} from './dashboard-metrics';
import { emptyPeriod, periodStats } from './dashboard-test-fixtures';

const period = periodStats;
const zero = emptyPeriod;

describe('hasDashboardData', () => {
  it('is false without a response or without any call in any window', () => {
    expect(hasDashboardData(undefined)).toBe(false);
    expect(hasDashboardData(null)).toBe(false);
    expect(hasDashboardData({ last_24h: zero, last_7d: zero, last_30d: zero })).toBe(false);
  });

  it('is true as soon as one window has calls', () => {
    expect(hasDashboardData({ last_24h: zero, last_7d: zero, last_30d: period() })).toBe(true);
  });
});

describe('formatting', () => {
  it('groups thousands and keeps the decimal of a rate', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatPercent(32.5)).toBe('32.5%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('countCards', () => {
  it('shows Total Calls, Answered Calls and Appointments Booked of the period', () => {
    expect(countCards(period())).toEqual([
      { key: 'total_calls', label: 'Total Calls', value: 40 },
      { key: 'answered_calls', label: 'Answered Calls', value: 13 },
      { key: 'appointments_booked', label: 'Appointments Booked', value: 3 },
    ]);
  });
});

describe('targetCards', () => {
  it('measures the answer rate against 30% and the booking rate against 8%', () => {
    expect(targetCards(period())).toEqual([
      {
        key: 'answer_rate',
        label: 'Answer Rate',
        rate: 32.5,
        target: 30,
        met: true,
        gap: '2.5 points above target',
      },
      {
        key: 'booking_rate',
        label: 'Booking Rate',
        rate: 7.5,
        target: 8,
        met: false,
        gap: '0.5 points below target',
      },
    ]);
  });

  it('counts a rate exactly on its target as met', () => {
    const cards = targetCards(period({ answer_rate: 30, booking_rate: 8 }));
    expect(cards.map((c) => c.met)).toEqual([true, true]);
    expect(cards.map((c) => c.gap)).toEqual(['Exactly on target', 'Exactly on target']);
  });

  it('rounds the gap to one decimal without float noise', () => {
    expect(targetGap(36.2, 30)).toBe('6.2 points above target');
    expect(targetGap(7.2, 8)).toBe('0.8 points below target');
  });

  it('counts an empty period as below both targets', () => {
    expect(targetCards(zero).map((c) => c.met)).toEqual([false, false]);
  });
});

describe('performanceBars', () => {
  it('turns the period into answer, booking, missed and per-answered bars', () => {
    expect(performanceBars(period())).toEqual([
      { key: 'answer_rate', label: 'Answer Rate', percent: 32.5, detail: '13 of 40 calls', met: true },
      { key: 'booking_rate', label: 'Booking Rate', percent: 7.5, detail: '3 of 40 calls', met: false },
      { key: 'missed_rate', label: 'Missed Call Rate', percent: 67.5, detail: '27 of 40 calls' },
      {
        key: 'answered_booking_rate',
        label: 'Bookings per Answered Call',
        percent: 23.1,
        detail: '3 of 13 answered calls',
      },
    ]);
  });

  it('gives zero-width bars, not NaN, for an empty period', () => {
    expect(performanceBars(zero).map((b) => b.percent)).toEqual([0, 0, 0, 0]);
  });
});

describe('comparisonRows', () => {
  const stats: CombinedStats = {
    last_24h: period({
      total_calls: 4,
      answered_calls: 3,
      answer_rate: 75,
      appointments_booked: 2,
      booking_rate: 50,
    }),
    last_7d: period(),
    last_30d: period({
      total_calls: 1200,
      answered_calls: 400,
      answer_rate: 33.3,
      appointments_booked: 90,
      booking_rate: 7.5,
    }),
  };

  it('puts the three windows side by side, one row per metric', () => {
    expect(comparisonRows(stats)).toEqual([
      { key: 'total_calls', metric: 'Total Calls', last_24h: '4', last_7d: '40', last_30d: '1,200' },
      { key: 'answered_calls', metric: 'Answered Calls', last_24h: '3', last_7d: '13', last_30d: '400' },
      { key: 'answer_rate', metric: 'Answer Rate', last_24h: '75%', last_7d: '32.5%', last_30d: '33.3%' },
      {
        key: 'appointments_booked',
        metric: 'Appointments Booked',
        last_24h: '2',
        last_7d: '3',
        last_30d: '90',
      },
      { key: 'booking_rate', metric: 'Booking Rate', last_24h: '50%', last_7d: '7.5%', last_30d: '7.5%' },
      { key: 'voicemail_calls', metric: 'Voicemail', last_24h: '4', last_7d: '4', last_30d: '4' },
      { key: 'no_answer_calls', metric: 'No Answer', last_24h: '23', last_7d: '23', last_30d: '23' },
      { key: 'cost_usd', metric: 'Cost', last_24h: '$6.30', last_7d: '$6.30', last_30d: '$6.30' },
      {
        key: 'cost_per_booked_usd',
        metric: 'Cost per Booked Appointment',
        last_24h: '$2.10',
        last_7d: '$2.10',
        last_30d: '$2.10',
      },
    ]);
    // Nothing booked: no cost per booking, rather than a division by zero.
    const none = comparisonRows({ ...stats, last_24h: { ...stats.last_24h, cost_per_booked_usd: null } });
    expect(none.find((row) => row.key === 'cost_per_booked_usd')?.last_24h).toBe('N/A');
  });

  it('heads its columns with the period tab labels', () => {
    expect(COMPARISON_COLUMNS).toEqual([
      { key: 'last_24h', title: 'Last 24h' },
      { key: 'last_7d', title: '7 Days' },
      { key: 'last_30d', title: '30 Days' },
    ]);
  });
});
