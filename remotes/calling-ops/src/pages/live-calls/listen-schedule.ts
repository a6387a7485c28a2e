// When each frame of a live call's audio plays: one after the other without gaps, a little behind the network so a
// late frame does not cut the sound, and never so far behind that the listener hears the call late.

/** How far ahead of now the first frame (and the first after a gap) is played: a small jitter buffer. */
export const LISTEN_LEAD_SECONDS = 0.15;
/** Audio queued further ahead than this is dropped: the listener stays within a second of the call. */
export const LISTEN_MAX_AHEAD_SECONDS = 1;

/**
 * Where a frame of `duration` seconds starts, given the audio clock's `now` and where the audio queued so far ends;
 * null to drop it (the queue is already a second ahead). After the queue ran dry it starts again a lead ahead.
 */
export function frameStart(now: number, queuedUntil: number, duration: number): number | null {
  if (queuedUntil < now + 0.01) return now + LISTEN_LEAD_SECONDS;
  if (queuedUntil + duration > now + LISTEN_MAX_AHEAD_SECONDS) return null;
  return queuedUntil;
}

/** How long to wait before connecting again after `failures` failed attempts in a row: 0.5 s doubling, at most 10 s. */
export const reconnectDelayMs = (failures: number) => Math.min(10_000, 500 * 2 ** Math.max(0, failures));
