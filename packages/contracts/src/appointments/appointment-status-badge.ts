import type { Badge } from '../core/badge';
import { type InstantInput, toInstant } from '../core/business-calendar';

export const APPOINTMENT_STATUS_BADGES = {
  rescheduled: { label: 'Rescheduled', tone: 'warning' },
  smsEmailPending: { label: 'SMS/Email Pending', tone: 'processing' },
  smsEmailDue: { label: 'SMS/Email Due', tone: 'warning' },
  callPending: { label: 'Call Pending', tone: 'processing' },
  callDue: { label: 'Call Due', tone: 'warning' },
  scheduled: { label: 'Scheduled', tone: 'success' },
  error: { label: 'Error', tone: 'error' },
} as const satisfies Record<string, Badge>;

export const rescheduledTimesBadge = (count: number): Badge => ({
  label: `Rescheduled ${count}x`,
  tone: 'warning',
});

interface AppointmentStatusInput {
  is_rescheduled?: boolean | null;
  reschedule_count?: number | null;
  sms_mail_followup_datetime?: string | null;
  call_followup_datetime?: string | null;
}

/**
 * The computed Status column of the latest appointments table (spec §4): 'Rescheduled Nx' when the count is
 * above 0, else 'Rescheduled' when flagged; 'SMS/Email Pending' or 'SMS/Email Due' and 'Call Pending' or
 * 'Call Due' for the follow-ups that are set; 'Scheduled' when none apply; only 'Error' when a date is broken.
 */
export function appointmentStatusBadges(appointment: AppointmentStatusInput, now: InstantInput): Badge[] {
  const nowInstant = toInstant(now);
  if (!nowInstant) return [APPOINTMENT_STATUS_BADGES.error];
  const badges: Badge[] = [];
  const count = appointment.reschedule_count ?? 0;
  if (count > 0) badges.push(rescheduledTimesBadge(count));
  else if (appointment.is_rescheduled) badges.push(APPOINTMENT_STATUS_BADGES.rescheduled);

  const followUps = [
    [
      appointment.sms_mail_followup_datetime,
      APPOINTMENT_STATUS_BADGES.smsEmailPending,
      APPOINTMENT_STATUS_BADGES.smsEmailDue,
    ],
    [
      appointment.call_followup_datetime,
      APPOINTMENT_STATUS_BADGES.callPending,
      APPOINTMENT_STATUS_BADGES.callDue,
    ],
  ] as const;
  for (const [value, pending, due] of followUps) {
    if (!value) continue;
    const instant = toInstant(value);
    if (!instant) return [APPOINTMENT_STATUS_BADGES.error];
    badges.push(instant.getTime() > nowInstant.getTime() ? pending : due);
  }
  return badges.length > 0 ? badges : [APPOINTMENT_STATUS_BADGES.scheduled];
}
