// Reading a do-not-call CSV with csv-parse: `phone[,reason]` per record (RFC 4180 quoting, line breaks inside quotes
// included), or any columns under a header row that starts with `phone` (our own export reads back), blank lines
// skipped. Every number is checked before anything is
// imported: the first bad line is named with its reason.
import { DO_NOT_CALL_MESSAGES as TEXT } from '@callops/contracts/compliance';
import { FIELD_LIMITS, restoreCsvFormula } from '@callops/contracts/core';
import { CsvError, parse } from 'csv-parse/sync';
import { phoneKey } from './callee-location';

export interface CsvNumber {
  line: number;
  /** E.164. */
  phone: string;
  reason: string | null;
}

export type CsvReading = { ok: true; numbers: CsvNumber[] } | { ok: false; line: number; reason: string };

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

export function readDoNotCallCsv(csv: string): CsvReading {
  let records: CsvRecord[];
  try {
    // One line ending throughout: files mix them (a header from one tool, rows from another), and csv-parse
    // counts a CRLF inside quotes as two lines.
    records = parse(csv.replace(/\r\n?/g, '\n'), {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      info: true,
    }) as unknown as CsvRecord[];
  } catch (failure) {
    if (!(failure instanceof CsvError)) throw failure;
    const line = (failure as CsvError & { lines?: number }).lines ?? 1;
    // With quotes relaxed inside unquoted cells, the only other refusal is text after a closing quote.
    const reason =
      failure.code === 'CSV_QUOTE_NOT_CLOSED' ? TEXT.importUnclosedQuote : TEXT.importQuoteFollowedByText;
    return { ok: false, line, reason };
  }
  const numbers: CsvNumber[] = [];
  // A header row names the columns (our own export has phone, reason, source, added_at, … removed_by): the phone
  // and reason are read by name, the rest ignored. Without one, each line is phone[,reason].
  const header = records[0]?.record.map((name) => name.toLowerCase());
  const named = header?.[0] === 'phone' ? header : null;
  const column = (name: string) => (named ? named.indexOf(name) : -1);
  const [phoneAt, reasonAt, removedAt] = named ? [0, column('reason'), column('removed_at')] : [0, 1, -1];
  for (const { record, info } of named ? records.slice(1) : records) {
    const line = info.lines;
    if (!named && record.length > 2) return { ok: false, line, reason: TEXT.importTooManyColumns };
    // An entry the export shows as taken off the list stays off.
    if (removedAt >= 0 && (record[removedAt] ?? '') !== '') continue;
    const cell = record[phoneAt] ?? '';
    // Our exports defuse formulas with an apostrophe: the reason reads back as it was written.
    const reason = restoreCsvFormula(reasonAt >= 0 ? (record[reasonAt] ?? '') : '');
    // A phone number never starts with an apostrophe: one there is a spreadsheet's text mark (our older exports
    // wrote one before a '+'), so it is read as the number after it.
    const phone = cell.replace(/^'/, '');
    const key = phone.length <= FIELD_LIMITS.phone ? phoneKey(phone) : null;
    if (!key) return { ok: false, line, reason: TEXT.invalidPhone(phone.slice(0, FIELD_LIMITS.phone)) };
    if (reason.length > FIELD_LIMITS.shortText) {
      return { ok: false, line, reason: `the reason is longer than ${FIELD_LIMITS.shortText} characters` };
    }
    numbers.push({ line, phone: key, reason: reason || null });
  }
  return { ok: true, numbers };
}
