// CSV export of the data tables: RFC 4180 (comma, CRLF, quotes doubled) as papaparse writes it, every value whole (not
// cut as shown), and no cell a spreadsheet would run as a formula (the console's one rule, as in the server's exports).

import { defuseCsvFormula } from '@callops/contracts/core';
import { unparse } from 'papaparse';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvField<Row> {
  title: string;
  value: (row: Row) => CsvValue;
}

// papaparse's own formula escape is off: it would also escape phone numbers and signed numbers ('+1 416…', '-3'),
// which the console's rule leaves as they are.
const WRITE = { newline: '\r\n', escapeFormulae: false } as const;

const safeCell = (value: CsvValue): string | null =>
  value === null || value === undefined ? null : defuseCsvFormula(String(value));

/** One cell: empty for null, quoted when it holds a comma, quote or line break, and never a formula. */
export const csvCell = (value: CsvValue): string => unparse([[safeCell(value)]], WRITE);

/** The header line, then one line per row, each ended by CRLF. */
export function toCsv<Row>(fields: readonly CsvField<Row>[], rows: readonly Row[]): string {
  const lines = [
    fields.map((f) => safeCell(f.title)),
    ...rows.map((row) => fields.map((f) => safeCell(f.value(row)))),
  ];
  return `${unparse(lines, WRITE)}\r\n`;
}

/** e.g. latest-calls-2026-03-11.csv (the day in UTC, as the export's rows carry UTC instants). */
export function csvFileName(base: string, now: Date): string {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}
