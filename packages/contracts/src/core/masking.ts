import { MASKING } from './spec-constants';

const MASK = '****';

/** Spec §9: a sensitive value longer than 8 shows its first 4 and last 4 characters; shorter ones show nothing. */
export function maskSensitiveValue(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= MASKING.maskOver) return MASK;
  return `${value.slice(0, MASKING.visible)}${MASK}${value.slice(-MASKING.visible)}`;
}

/**
 * A sensitive value as a role may see it: admins get the spec's mask (first 4 and last 4), everyone else only
 * whether it is set ('****') or not (''), since even 8 characters of a short secret give most of it away.
 */
export function sensitiveValueFor(role: string, value: string | null | undefined): string {
  if (role === 'admin') return maskSensitiveValue(value);
  return value ? MASK : '';
}

/** Whether a value sent back by the UI is still the masked form of the stored one (then it must not be saved). */
export function isMaskedValue(value: string, stored: string): boolean {
  return value === maskSensitiveValue(stored);
}

/** Response fields that hold a person's phone number or e-mail address: a viewer gets them masked (spec §9). */
export const CONTACT_PHONE_FIELDS = ['phone', 'company_phone', 'phone_number', 'lead_number'] as const;
export const CONTACT_EMAIL_FIELDS = ['email', 'lead_email'] as const;

/** `+1 416-555-0101` → `+* ***-***-0101`: the format and the last four digits, enough to tell numbers apart. */
export function maskPhone(phone: string): string {
  let keep = 4;
  return [...phone]
    .reverse()
    .map((c) => (/\d/.test(c) ? (keep-- > 0 ? c : '*') : c))
    .reverse()
    .join('');
}

/** `jane.doe@example.com` → `j***@example.com`; text without an @ is masked whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}${MASK}${email.slice(at)}` : MASK;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A copy of `value` with every contact field (at any depth) masked: what a viewer is shown. */
export function maskContacts<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskContacts) as T;
  if (!isPlainObject(value)) return value;
  const masked: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && (CONTACT_PHONE_FIELDS as readonly string[]).includes(key))
      masked[key] = maskPhone(field);
    else if (typeof field === 'string' && (CONTACT_EMAIL_FIELDS as readonly string[]).includes(key))
      masked[key] = maskEmail(field);
    else masked[key] = maskContacts(field);
  }
  return masked as T;
}
