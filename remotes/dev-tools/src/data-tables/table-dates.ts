import { EMPTY_TEXT } from '@callops/contracts/core';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A date-time cell, e.g. 'Mar 11, 2026, 10:00 AM' in the business zone (the browser's when not given); 'N/A' when unset. */
export function formatTableDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return EMPTY_TEXT;
  const date = new Date(iso);
  // ICU puts a narrow no-break space before AM/PM; a plain one reads and searches the same everywhere.
  return Number.isNaN(date.getTime()) ? iso : formatterFor(timeZone).format(date).replaceAll('\u202f', ' ');
}
