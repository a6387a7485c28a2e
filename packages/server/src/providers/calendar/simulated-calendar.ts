import { randomUUID } from 'node:crypto';
import { configKeyDefinition } from '@callops/contracts/settings';
import { and, asc, count, gte, lt } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments } from '../../db/schema';
import { businessTimezone, readIntegerSetting } from '../../settings/live-settings';
import type { CalendarProvider } from './calendar-provider';

const DURATION_KEY = 'appointment_duration_minutes';

/**
 * The calendar while Google is not connected: the appointments table is the calendar. An insert only names the
 * event (the appointment row is already there); the upcoming events are the booked appointments of the window.
 */
export function createSimulatedCalendar(ctx: ServiceContext): CalendarProvider {
  return {
    mode: 'simulated',
    async insertEvent() {
      return { eventId: `sim-${randomUUID()}` };
    },
    // The appointments are this calendar's events, and the booking reads those itself.
    async busyTimes() {
      return [];
    },
    async missingEvents() {
      return [];
    },
    async upcomingEvents({ from, to, offset, limit }) {
      const inWindow = and(
        gte(appointments.appointmentDatetime, from),
        lt(appointments.appointmentDatetime, to),
      );
      const [rows, [counted], minutes, timeZone] = await Promise.all([
        ctx.db
          .select()
          .from(appointments)
          .where(inWindow)
          .orderBy(asc(appointments.appointmentDatetime), asc(appointments.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ n: count() }).from(appointments).where(inWindow),
        readIntegerSetting(ctx, DURATION_KEY, Number(configKeyDefinition(DURATION_KEY)?.defaultValue ?? 60)),
        businessTimezone(ctx),
      ]);
      const events = rows.map((row) => {
        const start = row.appointmentDatetime ?? from;
        const contact = [row.leadName, row.leadNumber, row.leadEmail].filter(Boolean).join(', ');
        return {
          id: row.calendarEventId ?? `appointment-${row.id}`,
          summary: `Consultation: ${row.companyName ?? row.leadName ?? 'appointment'}`,
          description:
            [row.service, contact ? `Contact: ${contact}` : null].filter(Boolean).join('. ') || null,
          location: null,
          start: { dateTime: start.toISOString(), timeZone },
          end: { dateTime: new Date(start.getTime() + minutes * 60_000).toISOString(), timeZone },
        };
      });
      return { events, total: counted?.n ?? 0 };
    },
  };
}
