// Reading a do-not-call CSV: `phone[,reason]` per line (RFC 4180 quoting), an optional `phone,reason` header, blank
// lines skipped. Every number is checked before anything is imported: the first bad line is named with its reason.
import { DO_NOT_CALL_MESSAGES as TEXT } from '@callops/contracts/compliance';
import { FIELD_LIMITS } from '@callops/contracts/core';
import { phoneKey } from './callee-location';

export interface CsvNumber {
  line: number;
  /** E.164. */
  phone: string;
  reason: string | null;
}

export type CsvReading = { ok: true; numbers: CsvNumber[] } | { ok: false; line: number; reason: string };

/** The cells of one line; null when a quoted cell is not closed. */
function cellsOf(line: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  cells.push(cell.trim());
  return cells;
}

export function readDoNotCallCsv(csv: string): CsvReading {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const numbers: CsvNumber[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    if (text.trim() === '') continue;
    const line = index + 1;
    const cells = cellsOf(text);
    if (!cells) return { ok: false, line, reason: TEXT.importUnclosedQuote };
    if (cells.length > 2) return { ok: false, line, reason: TEXT.importTooManyColumns };
    const [cell = '', reason = ''] = cells;
    // Our own export marks a leading '+' against spreadsheet formulas with an apostrophe: read it back as it was.
    const phone = cell.replace(/^'(?=[+=@-])/, '');
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
