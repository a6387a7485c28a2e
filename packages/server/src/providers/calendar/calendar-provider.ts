import type { CalendarEvent } from '@callops/contracts/calendar';

export interface CalendarEventInput {
  summary: string;
  description: string;
  /** Instants (ISO 8601 with offset). */
  start: string;
  end: string;
  timeZone: string;
}

/** A window of time and the slice of its events to answer, in start order. */
export interface UpcomingEventsQuery {
  from: Date;
  to: Date;
  offset: number;
  limit: number;
}

/** A span of time the calendar holds taken. */
export interface BusyTime {
  start: Date;
  end: Date;
}

export interface CalendarProvider {
  readonly mode: 'live' | 'simulated';
  /** The calendar's taken times overlapping [from, to) (Google's free/busy; the simulated calendar has none of its own). */
  busyTimes(from: Date, to: Date): Promise<BusyTime[]>;
  /** Which of these event ids the calendar no longer holds (deleted or cancelled there). */
  missingEvents(eventIds: readonly string[], from: Date, to: Date): Promise<string[]>;
  /** Writes a booked appointment into the calendar; the event's id is kept on the appointment. */
  insertEvent(event: CalendarEventInput): Promise<{ eventId: string }>;
  /** The events of the window that are not cancelled, earliest first: one slice and how many there are. */
  upcomingEvents(query: UpcomingEventsQuery): Promise<{ events: CalendarEvent[]; total: number }>;
}
