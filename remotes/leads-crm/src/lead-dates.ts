import { dateText, dateTimeText, weekdayTimeText } from '@callops/contracts/core';
import type { Company } from '@callops/contracts/leads';

/** 'Mar 11, 2026' in the business zone; 'N/A' when unset. */
export const formatLeadDate = (iso: string | null | undefined, timeZone: string) => dateText(iso, timeZone);

/** 'Mar 11, 2026, 10:00 a.m.' in the business zone; 'N/A' when unset. */
export const formatLeadDateTime = (iso: string | null | undefined, timeZone: string) =>
  dateTimeText(iso, timeZone);

/** Within this, a weekday names one day only. */
const SIX_DAYS_MS = 6 * 24 * 3_600_000;

/**
 * A booked callback on the lead's own clock: "Callback Tue 3:00 p.m. (their time)" within the coming week, with
 * the date when six days off or more; null when none is pending.
 */
export function callbackText(callback: Company['callback'], now: Date): string | null {
  if (!callback) return null;
  const at = new Date(callback.at);
  const when =
    at.getTime() - now.getTime() < SIX_DAYS_MS
      ? weekdayTimeText(at, callback.zone)
      : dateTimeText(at, callback.zone);
  return `Callback ${when} (their time)`;
}
