import { type InstantInput, toInstant } from '../core/business-calendar';

/** Timer bars turn yellow past 60% elapsed and red past 80%. */
export const TIMER_BAR_THRESHOLDS = {
  warningPercent: 60,
  dangerPercent: 80,
} as const;

export type TimerBarTone = 'normal' | 'warning' | 'danger';

/** How much of a job timer has elapsed, 0–100. */
export function timerElapsedPercent(
  startTime: InstantInput | null,
  durationMinutes: number,
  now: InstantInput,
): number {
  const start = toInstant(startTime);
  const at = toInstant(now);
  if (!start || !at || durationMinutes <= 0) return 0;
  const percent = ((at.getTime() - start.getTime()) / (durationMinutes * 60_000)) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** Spec §9: over 60% elapsed yellow, over 80% red. */
export function timerBarTone(elapsedPercent: number): TimerBarTone {
  if (elapsedPercent > TIMER_BAR_THRESHOLDS.dangerPercent) return 'danger';
  if (elapsedPercent > TIMER_BAR_THRESHOLDS.warningPercent) return 'warning';
  return 'normal';
}
