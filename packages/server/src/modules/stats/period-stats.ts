import { answerRate, bookingRate, type PeriodStats } from '@callops/contracts/stats';

/** The three counts a stats window is made of, as the database returns them. */
export interface CallCounts {
  total: number;
  answered: number;
  booked: number;
}

const HOUR_MS = 60 * 60_000;

/** The window's rates come from the contracts' rules, so an empty window gives zeros, never NaN. */
export function toPeriodStats({ total, answered, booked }: CallCounts): PeriodStats {
  return {
    total_calls: total,
    answered_calls: answered,
    answer_rate: answerRate(answered, total),
    appointments_booked: booked,
    booking_rate: bookingRate(booked, total),
  };
}

/**
 * Where a rolling window of `hours` ending at `now` starts. A window holds the calls created after its start and
 * at or before `now`: a call exactly 24 hours old has left the last 24 hours.
 */
export function windowStart(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}
