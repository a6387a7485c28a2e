// A spoken callback ("tomorrow after 3", "Tuesday morning"): the call's analysis carries the time asked for, and
// the engine books it in the lead's own zone, inside the lead's calling window and attempt caps, or at the nearest
// allowed time after it with the reason. Pure: the caller reads the lead, the settings and the recent attempts.
import { type CalleeLocation, type CallingWindows, nextCalleeOpening } from '@callops/contracts/compliance';
import { zonedDateTime } from '@callops/contracts/core';

const HOUR_MS = 3_600_000;

/** The analysis field the assistant's structured data names the callback in (vapi-voice.ts's schema). */
export const CALLBACK_FIELD = 'callback_at';

/** Why a booked callback is not at the time asked for. */
export type CallbackMove = 'past' | 'at_cap' | 'outside_hours';

export const CALLBACK_MOVE_TEXT: Record<CallbackMove, string> = {
  past: 'the time asked for had passed',
  at_cap: 'the attempt cap allows no call then',
  outside_hours: 'outside their calling hours',
};

export interface CallbackRequest {
  /** The requested time: a wall-clock time "YYYY-MM-DDTHH:mm" in the lead's zone, or an instant with an offset. */
  requested: string;
  /** The lead's own zone: a wall-clock request is read in it. */
  zone: string;
  now: Date;
  callee: CalleeLocation;
  windows: CallingWindows;
  regionZones: readonly string[];
  /** The lead's calls (placed) in the last 7 days, this one included. */
  attempts: readonly Date[];
  caps: { per24h: number; per7d: number };
}

export interface BookedCallback {
  /** The instant asked for. */
  requestedAt: Date;
  /** The instant booked: the one asked for, or the nearest allowed one after it. */
  at: Date;
  /** Why `at` is not `requestedAt`, in the order the rules moved it; empty when it is. */
  moves: CallbackMove[];
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[T ]((?:[01]\d|2[0-3]):[0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant a request names: a wall-clock time in `zone`, or an instant with its offset; null if unreadable. */
export function requestedInstant(requested: string, zone: string): Date | null {
  const text = requested.trim();
  const wall = WALL_TIME.exec(text);
  if (wall) {
    const [, day, time] = wall as unknown as [string, string, string];
    // A day that does not exist (2026-02-30) is refused rather than rolled over.
    const midnight = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) return null;
    const at = zonedDateTime(day, time, zone);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  if (!WITH_OFFSET.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The first instant at or after `from` when fewer calls than each cap fall in the 24 hours / 7 days before it. */
function pastCaps(from: Date, attempts: readonly Date[], caps: CallbackRequest['caps']): Date {
  const sorted = [...attempts].map((d) => d.getTime()).sort((a, b) => a - b);
  let at = from.getTime();
  for (;;) {
    let moved = false;
    for (const [cap, span] of [
      [caps.per24h, 24 * HOUR_MS],
      [caps.per7d, 7 * 24 * HOUR_MS],
    ] as const) {
      // A call made at t counts until t + span (the caps count calls after now - span).
      const inside = sorted.filter((t) => t > at - span && t <= at);
      if (inside.length >= cap) {
        at = (inside[inside.length - cap] as number) + span;
        moved = true;
      }
    }
    if (!moved) return new Date(at);
  }
}

/** Books a callback request; null when the request names no readable time. */
export function bookCallback(request: CallbackRequest): BookedCallback | null {
  const requestedAt = requestedInstant(request.requested, request.zone);
  if (!requestedAt) return null;
  const moves: CallbackMove[] = [];
  let at = requestedAt;
  if (at < request.now) {
    at = request.now;
    moves.push('past');
  }
  const capped = pastCaps(at, request.attempts, request.caps);
  if (capped > at) {
    at = capped;
    moves.push('at_cap');
  }
  // Later than the caps' time keeps them met: calls only leave the windows as time passes.
  const opening = nextCalleeOpening(at, request.callee, request.windows, request.regionZones) ?? at;
  if (opening > at) {
    at = opening;
    moves.push('outside_hours');
  }
  return { requestedAt, at, moves };
}
