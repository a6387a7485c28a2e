import { EMPTY_TEXT } from '@callops/contracts/core';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date' | 'dateTime', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      kind === 'date'
        ? { dateStyle: 'medium', timeZone }
        : { dateStyle: 'medium', timeStyle: 'short', timeZone },
    );
    formats.set(key, format);
  }
  return format;
}

function format(kind: 'date' | 'dateTime', iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return EMPTY_TEXT;
  const date = new Date(iso);
  // ICU puts a narrow no-break space before AM/PM; a plain one reads the same everywhere.
  return Number.isNaN(date.getTime())
    ? iso
    : formatter(kind, timeZone).format(date).replaceAll('\u202f', ' ');
}

/** 'Mar 11, 2026' in the business zone (the browser's when not given); 'N/A' when unset. */
export const formatLeadDate = (iso: string | null | undefined, timeZone?: string) =>
  format('date', iso, timeZone);

/** 'Mar 11, 2026, 10:00 AM' in the business zone; 'N/A' when unset. */
export const formatLeadDateTime = (iso: string | null | undefined, timeZone?: string) =>
  format('dateTime', iso, timeZone);
