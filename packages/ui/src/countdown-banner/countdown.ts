const SECOND_MS = 1_000;

/** Whole seconds still to show: 3000 ms left shows 3, 2001 ms shows 3, 2000 ms shows 2, 0 shows 0. */
export function secondsLeft(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / SECOND_MS));
}

/** How long until the shown number changes, so a countdown of 2.5 s ticks at 0.5 s, 1.5 s and 2.5 s. */
export function msUntilNextTick(remainingMs: number): number {
  if (remainingMs <= 0) return 0;
  return remainingMs - (secondsLeft(remainingMs) - 1) * SECOND_MS;
}
