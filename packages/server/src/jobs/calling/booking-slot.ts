// Where a booking lands: the time the lead asked for when it is free and inside the business hours, else the free
// slot nearest to it (a later one on a tie) within the next week. A pure rule; booking.ts gathers the busy times.
import { addCalendarDays, calendarDay, zonedDateTime } from '@callops/contracts/core';

export interface TimeSpan {
  start: Date;
  end: Date;
}

export interface SlotRequest {
  requested: Date;
  durationMinutes: number;
  /** Appointments already booked and the calendar's own busy times. */
  busy: readonly TimeSpan[];
  zone: string;
  /** The business hours (HH:MM) an appointment must fit in, each day. */
  hours: { start: string; end: string };
  /** No slot before this. */
  now: Date;
}

export interface PickedSlot extends TimeSpan {
  /** The requested time was taken or outside the hours. */
  moved: boolean;
}

const STEP_MINUTES = 30;
const SEARCH_DAYS = 7;

export function pickSlot(request: SlotRequest): PickedSlot | null {
  const length = request.durationMinutes * 60_000;
  const free = (start: Date) => {
    const end = start.getTime() + length;
    return (
      start.getTime() >= request.now.getTime() &&
      request.busy.every((span) => end <= span.start.getTime() || span.end.getTime() <= start.getTime())
    );
  };
  const firstDay = calendarDay(request.requested, request.zone);
  const candidates: Date[] = [];
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const day = addCalendarDays(firstDay, offset);
    const opens = zonedDateTime(day, request.hours.start, request.zone).getTime();
    const closes = zonedDateTime(day, request.hours.end, request.zone).getTime();
    for (let at = opens; at + length <= closes; at += STEP_MINUTES * 60_000) candidates.push(new Date(at));
  }
  const insideHours = candidates.some((start) => {
    const day = calendarDay(start, request.zone);
    return (
      day === calendarDay(request.requested, request.zone) &&
      request.requested.getTime() >= zonedDateTime(day, request.hours.start, request.zone).getTime() &&
      request.requested.getTime() + length <= zonedDateTime(day, request.hours.end, request.zone).getTime()
    );
  });
  if (insideHours && free(request.requested)) {
    return { start: request.requested, end: new Date(request.requested.getTime() + length), moved: false };
  }
  const distance = (start: Date) => Math.abs(start.getTime() - request.requested.getTime());
  const best = candidates
    .filter(free)
    .sort((a, b) => distance(a) - distance(b) || b.getTime() - a.getTime())[0];
  return best ? { start: best, end: new Date(best.getTime() + length), moved: true } : null;
}
