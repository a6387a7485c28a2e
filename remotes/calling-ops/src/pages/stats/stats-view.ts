import { calendarDay, wallClock } from '@callops/contracts/core';
import { bookingRate, type PeriodStats, type StatsTrend } from '@callops/contracts/stats';

/** Spec §9: the success rate is booked appointments divided by total calls. */
export const successRate = (stats: PeriodStats): number =>
  bookingRate(stats.appointments_booked, stats.total_calls);

/** A window with no call has no data to show ('No data available'). */
export const hasCalls = (stats: PeriodStats): boolean => stats.total_calls > 0;

const numberFormat = new Intl.NumberFormat('en-US');
export const formatCount = (n: number): string => numberFormat.format(n);
export const formatPercent = (n: number): string => `${n}%`;

export interface TrendRow {
  /** The axis label: '14:00' per hour, 'Mar 11' per day (in the business time zone). */
  label: string;
  answerRate: number;
  bookingRate: number;
  calls: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The trend's points as chart rows, labelled on the business zone's clock. */
export function trendRows(trend: StatsTrend): TrendRow[] {
  return trend.points.map((point) => {
    let label: string;
    if (trend.unit === 'hour') {
      label = `${String(wallClock(point.start, trend.time_zone).hour).padStart(2, '0')}:00`;
    } else {
      const [, month, day] = calendarDay(point.start, trend.time_zone).split('-').map(Number);
      label = `${MONTHS[(month ?? 1) - 1]} ${day}`;
    }
    return {
      label,
      answerRate: point.answer_rate,
      bookingRate: point.booking_rate,
      calls: point.total_calls,
    };
  });
}

/** The range's totals, for the line under the chart and for screen readers. */
export function trendTotals(trend: StatsTrend): { calls: number; answered: number; booked: number } {
  return trend.points.reduce(
    (sum, p) => ({
      calls: sum.calls + p.total_calls,
      answered: sum.answered + p.answered_calls,
      booked: sum.booked + p.appointments_booked,
    }),
    { calls: 0, answered: 0, booked: 0 },
  );
}
