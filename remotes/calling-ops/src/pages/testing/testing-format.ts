import { wallClock } from '@callops/contracts/core';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as the business zone's clock shows it, e.g. 'Mar 11, 2026, 10:00 a.m.'; blank stays blank. */
export function formatInZone(iso: string | null | undefined, zone: string): string | null {
  if (!iso) return null;
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    formatters.set(zone, format);
  }
  return format.format(new Date(iso));
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
