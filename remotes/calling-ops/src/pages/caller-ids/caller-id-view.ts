import type { CallerIdFigures, CallerIdState, CallerIds } from '@callops/contracts/caller-ids';
import { calendarDayText, dateTimeText } from '@callops/contracts/core';
import type { JobEvent } from '@callops/contracts/jobs';
import { formatCount } from '../dashboard/dashboard-metrics';
import { CALLER_IDS_TEXT as TEXT } from './caller-ids-text';

const rate = (value: number | null): string => (value === null ? TEXT.noRate : `${value}%`);

export interface CallerIdRow {
  key: string;
  number: string;
  phoneNumberId: string;
  today: string;
  /** At or over its daily cap today. */
  capped: boolean;
  answerRate: string;
  shortRate: string;
  state: CallerIdState;
  stateLabel: string;
  /** Why it is watched or resting, and until when it rests. */
  stateNote: string | null;
}

/** One number as a table row: figures as text, the state with its reason (times in the business zone). */
export function callerIdRow(figures: CallerIdFigures, timeZone: string): CallerIdRow {
  const until = figures.rested_until ? TEXT.restingUntil(dateTimeText(figures.rested_until, timeZone)) : null;
  return {
    key: figures.phone_number_id,
    number: figures.number,
    phoneNumberId: figures.phone_number_id,
    today: TEXT.todayOfCap(formatCount(figures.calls_today), formatCount(figures.daily_cap)),
    capped: figures.calls_today >= figures.daily_cap,
    answerRate: rate(figures.answer_rate_7d),
    shortRate: rate(figures.short_call_rate_7d),
    state: figures.state,
    stateLabel: TEXT.states[figures.state],
    stateNote: [figures.state_reason, until].filter(Boolean).join(', ') || null,
  };
}

export interface TrendPoint {
  /** 'Thu, Mar 12': a calendar day of the business zone. */
  label: string;
  calls: number;
  /** Null on a day without ended calls: the line skips it. */
  answerRate: number | null;
}

/** A number's trend as chart points, oldest first. */
export const trendPoints = (figures: CallerIdFigures): TrendPoint[] =>
  figures.trend.map((day) => ({
    label: calendarDayText(day.day),
    calls: day.calls,
    answerRate: day.answer_rate,
  }));

/** The line under the table: the pool's own 7-day rates. */
export const poolSummary = (data: CallerIds): string =>
  TEXT.poolAverage(rate(data.pool_answer_rate_7d), rate(data.pool_short_call_rate_7d));

/** The job event that says a number was rested (the server's caller_id_rested). */
export const REST_EVENT = 'caller_id_rested';

/**
 * The rest events to toast: those not seen before. The first look (`seen` null) only remembers what is there, so
 * opening a page does not toast old rests.
 */
export function newRestEvents(
  events: readonly JobEvent[],
  seen: ReadonlySet<number> | null,
): { toast: JobEvent[]; seen: Set<number> } {
  const rests = events.filter((event) => event.event_type === REST_EVENT);
  const next = new Set([...(seen ?? []), ...rests.map((event) => event.id)]);
  if (seen === null) return { toast: [], seen: next };
  return { toast: rests.filter((event) => !seen.has(event.id)).reverse(), seen: next };
}
