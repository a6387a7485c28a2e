// The caller-ID pool setting (caller_id_pool): one outbound number a line, as `VAPI phone-number id, E.164, daily cap`.

/** One number of the pool: the VAPI phone-number id calls go out from, its E.164 number, and its calls per day. */
export interface CallerIdNumber {
  phoneNumberId: string;
  number: string;
  dailyCap: number;
}

const E164 = /^\+[1-9]\d{7,14}$/;
const PHONE_NUMBER_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Calls one number may place in a business day, at most. */
export const CALLER_ID_MAX_DAILY_CAP = 100_000;

export const CALLER_ID_POOL_MESSAGES = {
  line: (n: number) =>
    `Line ${n}: must be a VAPI phone-number id, an E.164 number and a daily cap separated by commas, e.g. pn_123, +14165550100, 150`,
  id: (n: number) => `Line ${n}: the VAPI phone-number id may hold letters, digits, '-' and '_' only`,
  number: (n: number) => `Line ${n}: the number must be in E.164, such as +14165550100`,
  cap: (n: number) => `Line ${n}: the daily cap must be a whole number from 1 to ${CALLER_ID_MAX_DAILY_CAP}`,
  duplicate: (n: number, what: string) => `Line ${n}: ${what} is listed twice`,
} as const;

/** The pool, or the message naming the first bad line. Empty lines are skipped; an empty text is an empty pool. */
export function parseCallerIdPool(text: string): { pool: CallerIdNumber[] } | { error: string } {
  const pool: CallerIdNumber[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const n = index + 1;
    if (raw.trim() === '') continue;
    const fields = raw.split(',').map((field) => field.trim());
    if (fields.length !== 3) return { error: CALLER_ID_POOL_MESSAGES.line(n) };
    const [phoneNumberId, number, cap] = fields as [string, string, string];
    if (!PHONE_NUMBER_ID.test(phoneNumberId)) return { error: CALLER_ID_POOL_MESSAGES.id(n) };
    if (!E164.test(number)) return { error: CALLER_ID_POOL_MESSAGES.number(n) };
    const dailyCap = Number(cap);
    if (!/^[1-9]\d*$/.test(cap) || dailyCap > CALLER_ID_MAX_DAILY_CAP)
      return { error: CALLER_ID_POOL_MESSAGES.cap(n) };
    if (pool.some((entry) => entry.phoneNumberId === phoneNumberId))
      return { error: CALLER_ID_POOL_MESSAGES.duplicate(n, phoneNumberId) };
    if (pool.some((entry) => entry.number === number))
      return { error: CALLER_ID_POOL_MESSAGES.duplicate(n, number) };
    pool.push({ phoneNumberId, number, dailyCap });
  }
  return { pool };
}
