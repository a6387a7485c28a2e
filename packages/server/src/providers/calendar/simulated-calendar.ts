import { randomUUID } from 'node:crypto';
import type { CalendarProvider } from './calendar-provider';

/** The calendar while Google is not connected: the appointments table is the calendar, so an insert only names it. */
export function createSimulatedCalendar(): CalendarProvider {
  return {
    mode: 'simulated',
    async insertEvent() {
      return { eventId: `sim-${randomUUID()}` };
    },
  };
}
