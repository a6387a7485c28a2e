import { z } from 'zod';
import { boundedText, dateTimeInput, emailAddress, FIELD_LIMITS, shortText } from '../core/fields';

/** The notification test of the Reminder Email/SMS page. */
export const notificationTestRequestSchema = z
  .object({
    /** The lead name, or 'Customer'. */
    companyName: shortText().trim().min(1).default('Customer'),
    email: emailAddress().nullable(),
    phone: boundedText(FIELD_LIMITS.phone).trim().min(1).nullable(),
    appointmentDate: dateTimeInput(),
    appointmentTime: z
      .string()
      .max(5)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM'),
    isDayBefore: z.literal(true).default(true),
  })
  .refine((body) => Boolean(body.email || body.phone), {
    message: 'Give an e-mail address or a phone number to send the reminder to',
    path: ['email'],
  });
export type NotificationTestRequest = z.infer<typeof notificationTestRequestSchema>;

export const notificationTestResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  email_status: z.enum(['sent', 'failed', 'skipped']),
  sms_status: z.enum(['sent', 'failed', 'skipped']),
});
export type NotificationTestResult = z.infer<typeof notificationTestResultSchema>;

export const NOTIFY_MESSAGES = {
  empty: 'No appointments',
  noEmail: 'no email',
  noPhone: 'no phone',
  defaultName: 'Customer',
  loadFailed: 'Failed to load appointments',
  tomorrowFailed: 'Failed to set to tomorrow',
  sendFailed: 'Failed to send reminder',
  failed: 'Failed',
  setTomorrow: 'Set to tomorrow',
  sent: 'Reminder sent',
  /** The server's answers. */
  sentBy: (channels: string, simulated: boolean) =>
    `Reminder sent by ${channels}${simulated ? ' (simulated: kept in the message log, nothing left the server)' : ''}`,
  notSent: (reasons: string) => `The reminder could not be sent: ${reasons}`,
} as const;
