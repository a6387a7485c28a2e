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

/** US dollars to the cent (a call's cost, a day's or a job's spend); a sum a hair below zero is 0, not -0. */
export const roundUsd = (usd: number): number => Math.round(usd * 100) / 100 + 0;

/** Spend per booked appointment in US dollars, to the cent; null while nothing is booked (no division by zero). */
export const costPerBooked = (costUsd: number, booked: number): number | null =>
  booked > 0 && Number.isFinite(costUsd) ? roundUsd(costUsd / booked) : null;

/**
 * "$1.23" (a call's few cents read with `decimals` 3: "$0.047"); "N/A" when there is no figure (a call that
 * reported no cost, a job with nothing booked).
 */
export const usdText = (usd: number | null | undefined, decimals = 2): string =>
  usd === null || usd === undefined || !Number.isFinite(usd) ? 'N/A' : `$${usd.toFixed(decimals)}`;
