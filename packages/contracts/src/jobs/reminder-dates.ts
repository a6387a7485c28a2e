import {
  addCalendarDays,
  type CalendarDay,
  calendarDay,
  calendarDayDifference,
  type InstantInput,
  toInstant,
  weekdayOf,
} from '../core/business-calendar';

const FRIDAY = 5;

/** Spec §9: on Friday reminders go to Saturday, Sunday and Monday appointments; otherwise to tomorrow's. */
export function reminderTargetDays(now: InstantInput, zone: string): CalendarDay[] {
  const today = calendarDay(now, zone);
  const ahead = weekdayOf(today) === FRIDAY ? [1, 2, 3] : [1];
  return ahead.map((days) => addCalendarDays(today, days));
}

export function isReminderTargetDay(
  appointment: InstantInput | null | undefined,
  now: InstantInput,
  zone: string,
) {
  const instant = toInstant(appointment);
  return instant !== null && reminderTargetDays(now, zone).includes(calendarDay(instant, zone));
}

/** 'Tomorrow' in the reminder screens: a calendar-day difference of exactly 1. */
export function isTomorrow(value: InstantInput | null | undefined, now: InstantInput, zone: string): boolean {
  const instant = toInstant(value);
  return instant !== null && calendarDayDifference(now, instant, zone) === 1;
}

export function isToday(value: InstantInput | null | undefined, now: InstantInput, zone: string): boolean {
  const instant = toInstant(value);
  return instant !== null && calendarDayDifference(now, instant, zone) === 0;
}
