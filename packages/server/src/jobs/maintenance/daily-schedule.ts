// Which daily schedules are due: each starts its job once a business day (Monday to Friday, not a holiday) once
// its time has come in the business time zone. A pure rule; daily-schedules.ts acts on it.
import { type CalendarDay, calendarDay, wallClock, weekdayOf } from '@callops/contracts/core';
import type { ScheduledJobType } from '../../settings/live-settings';

export interface DailySchedule {
  type: ScheduledJobType;
  /** HH:MM in the business time zone. */
  time: string;
}

export function dueSchedules(
  now: Date,
  zone: string,
  schedules: readonly DailySchedule[],
  holidays: readonly string[],
): { day: CalendarDay; due: DailySchedule[] } {
  const day = calendarDay(now, zone);
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6 || holidays.includes(day)) return { day, due: [] };
  const { hour, minute } = wallClock(now, zone);
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return { day, due: schedules.filter((schedule) => clock >= schedule.time) };
}
