import { isValidTimeZone } from '@callops/contracts/core';

/** The business zone when the console names a valid one, else the browser's own zone. */
export function clockTimeZone(businessTimezone: string | undefined): string {
  if (businessTimezone && isValidTimeZone(businessTimezone)) return businessTimezone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export interface ClockFace {
  /** 24-hour time with seconds, e.g. '11:30:05'. */
  time: string;
  /** e.g. 'Wednesday, March 11, 2026'. */
  date: string;
  /** The zone's short name at that instant, e.g. 'EDT'. */
  zoneName: string;
}

/** What the system clock shows for `instant` in `timeZone`. */
export function clockFace(instant: Date, timeZone: string): ClockFace {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(instant);
  const zoneName =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return { time, date, zoneName };
}
