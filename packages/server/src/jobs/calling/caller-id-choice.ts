// Which pool number a call goes out from: one local to the lead's area when one has room, else the least used today.
// Pure: the day's usage and the rested numbers are read by the caller (caller-id-claim.ts), which takes the cap.
import type { CallerIdNumber } from '@callops/contracts/caller-ids';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Numbers without a country code are taken as Canadian, as the compliance layer does (callee-location.ts). */
const DEFAULT_COUNTRY = 'CA';
/** Outside the NANP the region is told by the first digits of the national number (most area codes' length). */
const REGION_PREFIX_DIGITS = 2;

/**
 * A number's area: the NANP area code (NPA: the first three digits after +1), elsewhere the country calling code
 * and the first digits of the national number; null for a number that does not parse.
 */
export function phoneArea(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_COUNTRY);
  if (!parsed) return null;
  const national = parsed.nationalNumber;
  const digits = parsed.countryCallingCode === '1' ? 3 : REGION_PREFIX_DIGITS;
  if (national.length < digits) return null;
  return `+${parsed.countryCallingCode} ${national.slice(0, digits)}`;
}

/** Whether the caller's number is local to the lead's: the same area code (NANP) or country and region prefix. */
export function isLocalNumber(leadPhone: string, callerNumber: string): boolean {
  const lead = phoneArea(leadPhone);
  return lead !== null && lead === phoneArea(callerNumber);
}

/**
 * The pool's numbers a call to `leadPhone` may go out from, best first: the local ones, then the others, each the
 * least used today first (pool order on a tie). Rested numbers and numbers at their daily cap are left out; an empty
 * answer means the pool is exhausted for this call.
 */
export function rankCallerIds(
  pool: readonly CallerIdNumber[],
  leadPhone: string,
  usedToday: ReadonlyMap<string, number>,
  resting: ReadonlySet<string>,
): CallerIdNumber[] {
  const used = (entry: CallerIdNumber) => usedToday.get(entry.phoneNumberId) ?? 0;
  const leadArea = phoneArea(leadPhone);
  return pool
    .map((entry, order) => ({
      entry,
      order,
      local: leadArea !== null && phoneArea(entry.number) === leadArea,
    }))
    .filter(({ entry }) => !resting.has(entry.phoneNumberId) && used(entry) < entry.dailyCap)
    .sort((a, b) => Number(b.local) - Number(a.local) || used(a.entry) - used(b.entry) || a.order - b.order)
    .map(({ entry }) => entry);
}
