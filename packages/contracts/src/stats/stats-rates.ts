export const DASHBOARD_TARGETS = {
  answerRatePercent: 30,
  bookingRatePercent: 8,
} as const;

/** `part` of `total` in percent, rounded to `decimals` places; 0 when there is nothing to divide by. */
export function ratePercent(part: number, total: number, decimals = 1): number {
  if (!Number.isFinite(part) || !Number.isFinite(total) || total <= 0) return 0;
  const factor = 10 ** decimals;
  return Math.round((part / total) * 100 * factor) / factor;
}

/** Answered calls out of all calls. */
export const answerRate = (answeredCalls: number, totalCalls: number): number =>
  ratePercent(answeredCalls, totalCalls);

/** Spec §9: booking (success) rate is booked appointments divided by total calls, not by answered calls. */
export const bookingRate = (appointmentsBooked: number, totalCalls: number): number =>
  ratePercent(appointmentsBooked, totalCalls);

/** Whether a rate meets its dashboard target (answer rate 30%, booking rate 8%). */
export const meetsTarget = (ratePercentValue: number, targetPercent: number): boolean =>
  ratePercentValue >= targetPercent;
