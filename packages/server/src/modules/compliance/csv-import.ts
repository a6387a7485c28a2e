// Reading a do-not-call CSV with csv-parse: `phone[,reason]` per record (RFC 4180 quoting, line breaks inside quotes
// included), an optional `phone,reason` header, blank lines skipped. Every number is checked before anything is
// imported: the first bad line is named with its reason.
import { DO_NOT_CALL_MESSAGES as TEXT } from '@callops/contracts/compliance';
import { FIELD_LIMITS } from '@callops/contracts/core';
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
  for (const { record, info } of records) {
    const line = info.lines;
    if (record.length > 2) return { ok: false, line, reason: TEXT.importTooManyColumns };
    const [cell = '', reason = ''] = record;
    // A phone number never starts with an apostrophe: one there is a spreadsheet's text mark (our older exports
    // wrote one before a '+'), so it is read as the number after it.
    const phone = cell.replace(/^'/, '');
    if (numbers.length === 0 && /^phone$/i.test(phone)) continue;
    const key = phone.length <= FIELD_LIMITS.phone ? phoneKey(phone) : null;
    if (!key) return { ok: false, line, reason: TEXT.invalidPhone(phone.slice(0, FIELD_LIMITS.phone)) };
    if (reason.length > FIELD_LIMITS.shortText) {
      return { ok: false, line, reason: `the reason is longer than ${FIELD_LIMITS.shortText} characters` };
    }
    numbers.push({ line, phone: key, reason: reason || null });
  }
  return { ok: true, numbers };
}
