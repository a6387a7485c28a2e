import { dayText } from '@callops/contracts/core';
import { type DashboardDays, usdText } from '@callops/contracts/stats';
import { formatCount } from './dashboard-metrics';

export interface DayRow {
  key: string;
  day: string;
  calls: string;
  voicemail: string;
  noAnswer: string;
  cost: string;
  costPerBooked: string;
  firstCall: string;
}

/** A duration as the Dashboard reads it: '45 s', '12 min', '3.5 h'; 'N/A' when no lead was first called that day. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return 'N/A';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 360) / 10} h`;
}

/** The last business days, newest first, each named by its day in the business zone. */
export function dayRows(days: DashboardDays): DayRow[] {
  return [...days.days].reverse().map((day) => ({
    key: day.start,
    day: dayText(day.start, days.time_zone),
    calls: formatCount(day.total_calls),
    voicemail: formatCount(day.voicemail_calls),
    noAnswer: formatCount(day.no_answer_calls),
    cost: usdText(day.cost_usd),
    costPerBooked: usdText(day.cost_per_booked_usd),
    firstCall: durationText(day.median_first_call_seconds),
  }));
}
