export const PHONE = {
  adminMaxDigits: 15,
  /** The fixed sample number the test and kanban forms start with. */
  sampleNumber: '+14165550123',
} as const;

/** Admin alert phones: optional plus, a non-zero first digit, then 1 to 14 digits (at most 15 digits). */
export const ADMIN_PHONE_PATTERN = new RegExp(`^\\+?[1-9]\\d{1,${PHONE.adminMaxDigits - 1}}$`);
/** The Database Management form: digits, spaces, hyphens, parentheses, optional leading plus. */
export const TESTING_PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

export const PHONE_MESSAGES = {
  required: 'Please enter a phone number',
  invalidAdmin: 'Please enter a valid phone number (e.g., +1234567890)',
  invalidTesting: 'Please enter a valid phone number',
  duplicate: 'This phone number is already in the list',
} as const;

export function isValidAdminPhone(value: string): boolean {
  return ADMIN_PHONE_PATTERN.test(value.trim());
}

export function isValidTestingPhone(value: string): boolean {
  return TESTING_PHONE_PATTERN.test(value.trim());
}

/** The admin-phone form check: the message to show, or null when the number may be saved. */
export function adminPhoneError(value: string, existing: readonly string[] = []): string | null {
  const phone = value.trim();
  if (!phone) return PHONE_MESSAGES.required;
  if (!isValidAdminPhone(phone)) return PHONE_MESSAGES.invalidAdmin;
  if (existing.includes(phone)) return PHONE_MESSAGES.duplicate;
  return null;
}
