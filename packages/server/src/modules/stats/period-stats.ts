import { addCalendarDays, calendarDay, wallClock, zonedDateTime } from '@callops/contracts/core';
import { answerRate, bookingRate, costPerBooked, type PeriodStats, roundUsd } from '@callops/contracts/stats';

/** The counts a stats window is made of, as the database returns them, and its calls' reported cost. */
export interface CallCounts {
  total: number;
  answered: number;
  booked: number;
  voicemail: number;
  costUsd: number;
}

export const NO_CALLS: CallCounts = { total: 0, answered: 0, booked: 0, voicemail: 0, costUsd: 0 };

const HOUR_MS = 60 * 60_000;

/** The window's rates come from the contracts' rules, so an empty window gives zeros, never NaN. */
export function toPeriodStats({ total, answered, booked, voicemail, costUsd }: CallCounts): PeriodStats {
  return {
    total_calls: total,
    answered_calls: answered,
    answer_rate: answerRate(answered, total),
    appointments_booked: booked,
    booking_rate: bookingRate(booked, total),
    voicemail_calls: voicemail,
    // Unanswered calls other than voicemail: nobody (and no machine) picked up, or the line was busy.
    no_answer_calls: Math.max(0, total - answered - voicemail),
    cost_usd: roundUsd(costUsd),
    cost_per_booked_usd: costPerBooked(costUsd, booked),
  };
}

/**
 * Where a rolling window of `hours` ending at `now` starts. A window holds the calls created after its start and
 * at or before `now`: a call exactly 24 hours old has left the last 24 hours.
 */
export function windowStart(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}

/**
 * The starts of the last `count` hours or days of the business time zone, oldest first, the last one holding `now`.
 * Days start at local midnight (23 or 25 hours long across a DST change); hours are an hour apart, each starting
 * at :00 on the zone's clock (which is not a UTC hour in zones half an hour off).
 */
export function trendBucketStarts(now: Date, unit: 'hour' | 'day', count: number, zone: string): Date[] {
  if (unit === 'day') {
    const today = calendarDay(now, zone);
    return Array.from({ length: count }, (_, i) =>
      zonedDateTime(addCalendarDays(today, i - count + 1), '00:00', zone),
    );
  }
  const { minute, second } = wallClock(now, zone);
  const hourStart = now.getTime() - (minute * 60 + second) * 1000 - (now.getTime() % 1000);
  return Array.from({ length: count }, (_, i) => new Date(hourStart - (count - 1 - i) * HOUR_MS));
}
