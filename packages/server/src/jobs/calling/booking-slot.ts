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
  // The business hours of each day searched; hours whose end is not after their start run past midnight, as the
  // calling hours do (00:00–00:00 is the whole day).
  const firstDay = calendarDay(request.requested, request.zone);
  const overnight = request.hours.end <= request.hours.start;
  // An overnight window that opened the day before may hold the asked time too.
  const windows = Array.from({ length: SEARCH_DAYS + 1 + (overnight ? 1 : 0) }, (_, index) => {
    const day = addCalendarDays(firstDay, index - (overnight ? 1 : 0));
    return {
      opens: zonedDateTime(day, request.hours.start, request.zone).getTime(),
      closes: zonedDateTime(
        overnight ? addCalendarDays(day, 1) : day,
        request.hours.end,
        request.zone,
      ).getTime(),
    };
  });
  const candidates: Date[] = [];
  for (const { opens, closes } of windows) {
    for (let at = opens; at + length <= closes; at += STEP_MINUTES * 60_000) candidates.push(new Date(at));
  }
  const asked = request.requested.getTime();
  const insideHours = windows.some(({ opens, closes }) => asked >= opens && asked + length <= closes);
  if (insideHours && free(request.requested)) {
    return { start: request.requested, end: new Date(asked + length), moved: false };
  }
  const distance = (start: Date) => Math.abs(start.getTime() - request.requested.getTime());
  const best = candidates
    .filter(free)
    .sort((a, b) => distance(a) - distance(b) || b.getTime() - a.getTime())[0];
  return best ? { start: best, end: new Date(best.getTime() + length), moved: true } : null;
}
