// One line of RFC 4180 CSV. A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets
// a leading apostrophe: transcripts hold what callers said, and an export must not become a way to run code.
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The cells joined with commas, ending with CRLF. */
export const csvRow = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;
