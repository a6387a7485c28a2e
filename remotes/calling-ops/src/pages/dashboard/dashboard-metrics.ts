import {
  type CombinedStats,
  DASHBOARD_PERIODS,
  DASHBOARD_TARGETS,
  type DashboardPeriod,
  meetsTarget,
  type PeriodStats,
  ratePercent,
  usdText,
} from '@callops/contracts/stats';
import { DASHBOARD_PERIOD_LABELS, DASHBOARD_TEXT } from './dashboard-text';

/** Whether there is anything to show: no calls in any window means there is no dashboard data. */
export function hasDashboardData(stats: CombinedStats | null | undefined): stats is CombinedStats {
  return !!stats && DASHBOARD_PERIODS.some((period) => stats[period].total_calls > 0);
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

export const formatCount = (value: number): string => NUMBER_FORMAT.format(value);

/** Rates arrive as percentages with up to one decimal: 32.5 → '32.5%', 40 → '40%'. */
export const formatPercent = (value: number): string => `${value}%`;

export interface CountCard {
  key: 'total_calls' | 'answered_calls' | 'appointments_booked';
  label: string;
  value: number;
}

/** The three count cards of the selected period. */
export function countCards(stats: PeriodStats): CountCard[] {
  return [
    { key: 'total_calls', label: DASHBOARD_TEXT.totalCalls, value: stats.total_calls },
    { key: 'answered_calls', label: DASHBOARD_TEXT.answeredCalls, value: stats.answered_calls },
    {
      key: 'appointments_booked',
      label: DASHBOARD_TEXT.appointmentsBooked,
      value: stats.appointments_booked,
    },
  ];
}

export interface TargetCard {
  key: 'answer_rate' | 'booking_rate';
  label: string;
  rate: number;
  target: number;
  met: boolean;
  /** How far the rate is from its target, e.g. '13.3 points above target'. */
  gap: string;
}

/** The distance in percentage points, one decimal, so 7.5 against 8 reads '0.5 points below target'. */
export function targetGap(rate: number, target: number): string {
  const points = Math.round(Math.abs(rate - target) * 10) / 10;
  if (points === 0) return DASHBOARD_TEXT.onTarget;
  return rate > target ? DASHBOARD_TEXT.pointsAbove(points) : DASHBOARD_TEXT.pointsBelow(points);
}

/** Answer rate against 30% and booking rate against 8% (spec §9). */
export function targetCards(stats: PeriodStats): TargetCard[] {
  const card = (key: TargetCard['key'], label: string, rate: number, target: number): TargetCard => ({
    key,
    label,
    rate,
    target,
    met: meetsTarget(rate, target),
    gap: targetGap(rate, target),
  });
  return [
    card('answer_rate', DASHBOARD_TEXT.answerRate, stats.answer_rate, DASHBOARD_TARGETS.answerRatePercent),
    card(
      'booking_rate',
      DASHBOARD_TEXT.bookingRate,
      stats.booking_rate,
      DASHBOARD_TARGETS.bookingRatePercent,
    ),
  ];
}

export interface PerformanceBar {
  key: 'answer_rate' | 'booking_rate' | 'missed_rate' | 'answered_booking_rate';
  label: string;
  /** 0–100. */
  percent: number;
  /** What the bar is made of, e.g. '13 of 40 calls'. */
  detail: string;
  /** Bars with a dashboard target say whether they reach it. */
  met?: boolean;
}

/** The performance overview: every share of the period's calls worth comparing, as bars. */
export function performanceBars(stats: PeriodStats): PerformanceBar[] {
  const { total_calls: total, answered_calls: answered, appointments_booked: booked } = stats;
  const missed = Math.max(0, total - answered);
  const [answerTarget, bookingTarget] = targetCards(stats);
  return [
    {
      key: 'answer_rate',
      label: DASHBOARD_TEXT.answerRate,
      percent: stats.answer_rate,
      detail: DASHBOARD_TEXT.ofCalls(formatCount(answered), formatCount(total)),
      met: answerTarget?.met,
    },
    {
      key: 'booking_rate',
      label: DASHBOARD_TEXT.bookingRate,
      percent: stats.booking_rate,
      detail: DASHBOARD_TEXT.ofCalls(formatCount(booked), formatCount(total)),
      met: bookingTarget?.met,
    },
    {
      key: 'missed_rate',
      label: DASHBOARD_TEXT.missedRate,
      percent: ratePercent(missed, total),
      detail: DASHBOARD_TEXT.ofCalls(formatCount(missed), formatCount(total)),
    },
    {
      key: 'answered_booking_rate',
      label: DASHBOARD_TEXT.answeredBookingRate,
      percent: ratePercent(booked, answered),
      detail: DASHBOARD_TEXT.ofAnsweredCalls(formatCount(booked), formatCount(answered)),
    },
  ];
}

export type ComparisonRow = { key: keyof PeriodStats; metric: string } & Record<DashboardPeriod, string>;

const COMPARED: { key: keyof PeriodStats; label: string; format: (value: number | null) => string }[] = [
  { key: 'total_calls', label: DASHBOARD_TEXT.totalCalls, format: (n) => formatCount(n ?? 0) },
  { key: 'answered_calls', label: DASHBOARD_TEXT.answeredCalls, format: (n) => formatCount(n ?? 0) },
  { key: 'answer_rate', label: DASHBOARD_TEXT.answerRate, format: (n) => formatPercent(n ?? 0) },
  {
    key: 'appointments_booked',
    label: DASHBOARD_TEXT.appointmentsBooked,
    format: (n) => formatCount(n ?? 0),
  },
  { key: 'booking_rate', label: DASHBOARD_TEXT.bookingRate, format: (n) => formatPercent(n ?? 0) },
  // Unanswered calls apart: a machine picked up, or nobody did.
  { key: 'voicemail_calls', label: DASHBOARD_TEXT.voicemailCalls, format: (n) => formatCount(n ?? 0) },
  { key: 'no_answer_calls', label: DASHBOARD_TEXT.noAnswerCalls, format: (n) => formatCount(n ?? 0) },
  { key: 'cost_usd', label: DASHBOARD_TEXT.cost, format: (n) => usdText(n) },
  { key: 'cost_per_booked_usd', label: DASHBOARD_TEXT.costPerBooked, format: (n) => usdText(n) },
];

/** One row per metric, one column per window: the three windows side by side. */
export function comparisonRows(stats: CombinedStats): ComparisonRow[] {
  return COMPARED.map(({ key, label, format }) => ({
    key,
    metric: label,
    last_24h: format(stats.last_24h[key]),
    last_7d: format(stats.last_7d[key]),
    last_30d: format(stats.last_30d[key]),
  }));
}

/** Column headings of the comparison table, in tab order. */
export const COMPARISON_COLUMNS: { key: DashboardPeriod; title: string }[] = DASHBOARD_PERIODS.map(
  (period) => ({ key: period, title: DASHBOARD_PERIOD_LABELS[period] }),
);
