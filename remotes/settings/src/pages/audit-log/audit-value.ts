import { dateTimeWithZoneText } from '@callops/contracts/core';

/** An instant as the server writes it into an audit value (toISOString, or an offset). */
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;

/**
 * An audit value as the page shows it: the record keeps exact instants (UTC), the page shows each in the business
 * zone and the console's one format, as every other time on screen.
 */
export function auditValueText(value: string | null, zone: string): string | null {
  return value === null ? null : value.replace(ISO_INSTANT, (instant) => dateTimeWithZoneText(instant, zone));
}
