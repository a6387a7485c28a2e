// CSV export of the data tables: RFC 4180 (comma, CRLF, quotes doubled), every value whole (not cut as shown).

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvField<Row> {
  title: string;
  value: (row: Row) => CsvValue;
}

// A cell a spreadsheet would run as a formula starts with one of these; phone numbers and signed numbers
// ('+1 (416) 555-0100', '-3') are left as they are.
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

/** One cell: empty for null, quoted when it holds a comma, quote or line break, and never a formula. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header line, then one line per row. */
export function toCsv<Row>(fields: readonly CsvField<Row>[], rows: readonly Row[]): string {
  const lines = [
    fields.map((f) => csvCell(f.title)),
    ...rows.map((row) => fields.map((f) => csvCell(f.value(row)))),
  ];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** e.g. latest-calls-2026-03-11.csv (the day in UTC, as the export's rows carry UTC instants). */
export function csvFileName(base: string, now: Date): string {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}
