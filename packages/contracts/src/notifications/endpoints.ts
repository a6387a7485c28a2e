import { defineEndpoint } from '../core/endpoint';
import { notificationTestRequestSchema, notificationTestResultSchema } from './notification-test';

export const notificationEndpoints = {
  appointmentReminderTest: defineEndpoint({
    method: 'POST',
    path: '/notification-test/appointment-reminder',
    summary: 'Send one appointment reminder e-mail/SMS now (Reminder Email/SMS page)',
    tag: 'notifications',
    access: 'operator',
    body: notificationTestRequestSchema,
    response: notificationTestResultSchema,
  }),
};
