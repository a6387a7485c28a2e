import type { LiveCallAlert } from '@callops/contracts/calls';

/** The live_* alert settings: 0 turns an alert off. */
export interface LiveAlertLimits {
  silenceSeconds: number;
  longCallMinutes: number;
}

export interface LiveAlertCall {
  status: string;
  startedAt: Date;
  /** The seconds (from the start, in the call's own time) of its latest transcript line, if any. */
  lastSpeechSeconds: number | null;
  /** How much faster than the call it tells the call runs (SIMULATION_SPEED for simulated calls, else 1). */
  speed: number;
}

/**
 * What is wrong with a call in progress right now: nobody spoke for `silenceSeconds` (counted only once the call
 * is answered: ringing is not silence), or it has run past `longCallMinutes`.
 */
export function liveCallAlerts(call: LiveAlertCall, now: Date, limits: LiveAlertLimits): LiveCallAlert[] {
  const alerts: LiveCallAlert[] = [];
  const start = call.startedAt.getTime();
  if (limits.silenceSeconds > 0 && call.status === 'in-progress') {
    const lastSpeech = start + ((call.lastSpeechSeconds ?? 0) * 1000) / call.speed;
    if (now.getTime() - lastSpeech > limits.silenceSeconds * 1000) alerts.push('silence');
  }
  if (limits.longCallMinutes > 0 && now.getTime() - start > limits.longCallMinutes * 60_000)
    alerts.push('long_call');
  return alerts;
}
