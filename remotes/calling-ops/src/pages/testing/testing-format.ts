import { dateTimeText, wallClock } from '@callops/contracts/core';

/** An instant as the business zone's clock shows it, e.g. 'Mar 11, 2026, 10:00 a.m.'; blank stays blank. */
export function formatInZone(iso: string | null | undefined, zone: string): string | null {
  return iso ? dateTimeText(iso, zone) : null;
}

/** What 'Send Reminder' sends: the appointment's instant and its HH:MM on the business clock. */
export function reminderTimes(
  iso: string,
  zone: string,
): { appointmentDate: string; appointmentTime: string } {
  const { hour, minute } = wallClock(iso, zone);
  return {
    appointmentDate: new Date(iso).toISOString(),
    appointmentTime: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
  };
}
