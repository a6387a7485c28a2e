import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';

export type CallbackOutcome =
  | { kind: 'submitting'; code: string }
  | { kind: 'success'; message: string }
  | { kind: 'failure'; message: string };

/** What the callback does with Google's answer: an error fails at once, no code fails, a code is submitted. */
export function callbackStart({
  code,
  error,
}: {
  code: string | null;
  error: string | null;
}): CallbackOutcome {
  if (error) return { kind: 'failure', message: CALENDAR_MESSAGES.callbackFailed(error) };
  if (!code || code.trim() === '') return { kind: 'failure', message: CALENDAR_MESSAGES.callbackNoCode };
  return { kind: 'submitting', code: code.trim() };
}
