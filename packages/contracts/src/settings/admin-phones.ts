import { z } from 'zod';
import { boundedText, FIELD_LIMITS } from '../core/fields';
import { ADMIN_PHONE_PATTERN, PHONE_MESSAGES } from '../core/phone';

const adminPhone = boundedText(FIELD_LIMITS.phone)
  .trim()
  .min(1, PHONE_MESSAGES.required)
  .regex(ADMIN_PHONE_PATTERN, PHONE_MESSAGES.invalidAdmin);

export const adminPhoneRequestSchema = z.object({ phoneNumber: adminPhone });
export type AdminPhoneRequest = z.infer<typeof adminPhoneRequestSchema>;

export const updateAdminPhoneRequestSchema = z.object({
  oldPhoneNumber: boundedText(FIELD_LIMITS.phone).trim().min(1, PHONE_MESSAGES.required),
  newPhoneNumber: adminPhone,
});
export type UpdateAdminPhoneRequest = z.infer<typeof updateAdminPhoneRequestSchema>;

/** Every admin-phone call answers the list as it now is. */
export const adminPhonesResponseSchema = z.object({ phoneNumbers: z.array(z.string()) });
export type AdminPhonesResponse = z.infer<typeof adminPhonesResponseSchema>;

export const ADMIN_PHONE_MESSAGES = {
  loadFailed: 'Failed to load admin phone numbers',
  removeFailed: 'Error removing phone number',
  addFailed: 'Error adding phone number',
  updateFailed: 'Error updating phone number',
  clearFailed: 'Error clearing phone numbers',
  added: 'Phone number added successfully',
  updated: 'Phone number updated successfully',
  removed: 'Phone number removed successfully',
  cleared: 'All phone numbers cleared',
  notFound: 'Phone number not found',
  confirmRemove: (phone: string) => `Remove ${phone} from the admin phone numbers?`,
  confirmClear: 'Remove all admin phone numbers?',
} as const;
