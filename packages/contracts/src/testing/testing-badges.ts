import type { Badge } from '../core/badge';
import type { InstantInput } from '../core/business-calendar';
import { isToday, isTomorrow } from '../jobs/reminder-dates';

export const NO_ANSWER_BADGES = {
  readyForCall: { label: 'Ready for Call', tone: 'success' },
  scheduled: { label: 'Scheduled', tone: 'processing' },
  noFollowUp: { label: 'No Follow-up', tone: 'default' },
} as const satisfies Record<string, Badge>;

/** No-answer testing: 'Ready for Call' if the follow-up is today, 'Scheduled' if set, else 'No Follow-up'. */
export function noAnswerBadge(
  followUpDate: string | null | undefined,
  now: InstantInput,
  zone: string,
): Badge {
  if (!followUpDate) return NO_ANSWER_BADGES.noFollowUp;
  return isToday(followUpDate, now, zone) ? NO_ANSWER_BADGES.readyForCall : NO_ANSWER_BADGES.scheduled;
}

export const REMINDER_TESTING_BADGES = {
  alreadyCalledToday: { label: 'Already Called Today', tone: 'default' },
  readyForReminder: { label: 'Ready for Reminder', tone: 'success' },
  scheduled: { label: 'Scheduled', tone: 'processing' },
  noDateSet: { label: 'No Date Set', tone: 'warning' },
} as const satisfies Record<string, Badge>;

interface ReminderTestingInput {
  appointment_datetime: string | null | undefined;
  call_followup_datetime: string | null | undefined;
}

/**
 * Reminder testing: 'Already Called Today' if the call follow-up is today; else 'Ready for Reminder' if the
 * appointment is today; else 'Scheduled' if it has a date; else 'No Date Set'.
 */
export function reminderTestingBadge(
  appointment: ReminderTestingInput,
  now: InstantInput,
  zone: string,
): Badge {
  if (isToday(appointment.call_followup_datetime, now, zone))
    return REMINDER_TESTING_BADGES.alreadyCalledToday;
  if (isToday(appointment.appointment_datetime, now, zone)) return REMINDER_TESTING_BADGES.readyForReminder;
  if (appointment.appointment_datetime) return REMINDER_TESTING_BADGES.scheduled;
  return REMINDER_TESTING_BADGES.noDateSet;
}

export const NOTIFY_BADGES = {
  notified: { label: 'Notified', tone: 'success' },
  readyToSend: { label: 'Ready to Send', tone: 'processing' },
  pending: { label: 'Pending', tone: 'default' },
} as const satisfies Record<string, Badge>;

interface NotifyInput {
  appointment_datetime: string | null | undefined;
  remark: string | null | undefined;
}

/** Reminder e-mail/SMS page: 'Notified' if the remark is notified; 'Ready to Send' if tomorrow and init; else 'Pending'. */
export function notifyBadge(appointment: NotifyInput, now: InstantInput, zone: string): Badge {
  if (appointment.remark === 'notified') return NOTIFY_BADGES.notified;
  if (appointment.remark === 'init' && isTomorrow(appointment.appointment_datetime, now, zone)) {
    return NOTIFY_BADGES.readyToSend;
  }
  return NOTIFY_BADGES.pending;
}
