import type { TransferResult } from '@callops/contracts/calls';

/** How every VAPI server message names the call it is about. */
export interface CallNaming {
  /** The provider's call id (`message.call.id`). */
  providerCallId: string;
  /** Our calls row, when the provider echoes it back (`message.call.metadata.callopsCallId`). */
  callId: number | null;
}

/**
 * An end-of-call report as the engine uses it, whoever placed the call: the live VAPI adapter's parser and the
 * simulated provider both produce this from the VAPI-shaped webhook body.
 */
export interface CallReport extends CallNaming {
  endedReason: string;
  /** Whether a person answered: false for no answer, busy, voicemail and failed connections. */
  answered: boolean;
  startedAt: string | null;
  endedAt: string | null;
  durationSeconds: number | null;
  transcript: string | null;
  /** The timed transcript, assistant and customer lines, seconds from the start of the call. */
  messages: { speaker: 'assistant' | 'customer'; text: string; seconds: number }[];
  summary: string | null;
  /** `analysis.structuredData`: the assistant's verdict (outcome, appointment time, lead score, opt-out). */
  structuredData: Record<string, unknown> | null;
  successEvaluation: string | null;
  recordingUrl: string | null;
  costUsd: number | null;
  /** The warm transfer the lead asked for: to which number (and the roster's name for it), and how it went. */
  transfer: { number: string; name: string | null; result: TransferResult } | null;
}
