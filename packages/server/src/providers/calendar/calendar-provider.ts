export interface CalendarEventInput {
  summary: string;
  description: string;
  /** Instants (ISO 8601 with offset). */
  start: string;
  end: string;
  timeZone: string;
}

export interface CalendarProvider {
  readonly mode: 'live' | 'simulated';
  /** Writes a booked appointment into the calendar; the event's id is kept on the appointment. */
  insertEvent(event: CalendarEventInput): Promise<{ eventId: string }>;
}
