// When a reminder call may ring: its callee's own calling hours decide, and a reminder after the appointment began
// is no reminder. A pure rule, so the dispatcher only acts on its answer.
import { type CalleeLocation, type CallingWindows, nextCalleeOpening } from '@callops/contracts/compliance';

export type ReminderCallTiming = { kind: 'now' } | { kind: 'wait'; until: Date } | { kind: 'too-late' };

export function reminderCallTiming(
  now: Date,
  appointmentAt: Date | null,
  callee: CalleeLocation,
  windows: CallingWindows,
  regionZones: readonly string[],
): ReminderCallTiming {
  const opens = nextCalleeOpening(now, callee, windows, regionZones);
  if (opens && opens.getTime() <= now.getTime()) return { kind: 'now' };
  if (!opens || (appointmentAt && opens.getTime() >= appointmentAt.getTime())) return { kind: 'too-late' };
  return { kind: 'wait', until: opens };
}
