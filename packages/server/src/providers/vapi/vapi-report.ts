import type { TransferResult } from '@callops/contracts/calls';
import { z } from 'zod';
import type { CallNaming, CallReport } from './call-report';

/**
 * Our own reading of VAPI's `end-of-call-report` server message. Tolerant on purpose: the report is the only record
 * of how a call went, so an optional field of an unexpected type is dropped rather than the whole report refused.
 * Only what we cannot do without is required: the message type, the call's id and the ended reason.
 */

/** An optional field: absent, null or of another type all read as undefined. */
const loose = <T extends z.ZodType>(schema: T) => schema.nullish().catch(undefined);
const text = loose(z.string());
const num = loose(z.number().finite());
const dict = loose(z.record(z.string(), z.unknown()));
const withMetadata = loose(z.looseObject({ metadata: dict }));
/** What every server message says of its call: the provider's id, and where our own id is echoed back. */
export const messageCall = { id: z.string().min(1), metadata: dict, assistantOverrides: withMetadata };
/** Call.destination: "where the call ended up being transferred to; empty if it was not transferred". */
const destination = loose(z.looseObject({ type: text, number: text }));
const costBreakdown = loose(z.looseObject({ total: num }));

const envelopeSchema = z.object({ message: z.looseObject({ type: z.string().min(1) }) });

const reportSchema = z.looseObject({
  type: z.literal('end-of-call-report'),
  endedReason: text,
  call: z.looseObject({
    ...messageCall,
    endedReason: text,
    startedAt: text,
    endedAt: text,
    cost: num,
    costBreakdown,
    destination,
  }),
  assistant: withMetadata,
  artifact: loose(
    z.looseObject({
      transcript: text,
      messages: loose(z.array(z.unknown())),
      recordingUrl: text,
      stereoRecordingUrl: text,
      recording: loose(z.looseObject({ mono: loose(z.looseObject({ combinedUrl: text })) })),
    }),
  ),
  analysis: loose(
    z.looseObject({
      summary: text,
      structuredData: dict,
      // Documented as a string; rubrics such as PassFail have been seen as booleans and numbers.
      successEvaluation: loose(z.union([z.string(), z.boolean(), z.number()])),
    }),
  ),
  cost: num,
  startedAt: text,
  endedAt: text,
  // Legacy names, read only when the current ones are absent.
  durationSeconds: num,
  transcript: text,
  messages: loose(z.array(z.unknown())),
  recordingUrl: text,
  summary: text,
  costBreakdown,
});

const messageEntrySchema = z.looseObject({
  role: z.string(),
  message: z.string().min(1),
  secondsFromStart: num,
  time: num,
});

export type VapiReportParse =
  | { ok: true; report: CallReport }
  /** Another server message (status-update, transcript, …): the webhook answers 200 and ignores it. */
  | { ok: false; reason: 'not-end-of-call-report'; messageType: string; errors: string[] }
  | { ok: false; reason: 'malformed'; errors: string[] };

/**
 * How each ended reason reads as "did a person answer". VAPI has 600+ reasons; these are the ones that say it
 * plainly. Unlisted reasons go by the families below, then by whether the customer said anything.
 */
export const ANSWERED_ENDED_REASONS = [
  'customer-ended-call',
  'customer-ended-call-before-warm-transfer',
  'customer-ended-call-after-warm-transfer-attempt',
  'customer-ended-call-during-transfer',
  'assistant-ended-call',
  'assistant-said-end-call-phrase',
  'assistant-ended-call-with-hangup-task',
  'assistant-ended-call-after-message-spoken',
  'assistant-forwarded-call',
  'exceeded-max-duration',
  // The customer went quiet after the conversation had started.
  'silence-timed-out',
] as const;

export const NOT_ANSWERED_ENDED_REASONS = [
  'customer-did-not-answer',
  'customer-busy',
  'voicemail',
  'twilio-failed-to-connect-call',
  'vonage-failed-to-connect-call',
  'twilio-reported-customer-misdialed',
  'vonage-rejected',
  'manually-canceled',
  'call.start.error-subscription-concurrency-limit-reached',
] as const;

const ANSWERED = new Set<string>(ANSWERED_ENDED_REASONS);
const NOT_ANSWERED = new Set<string>(NOT_ANSWERED_ENDED_REASONS);
/**
 * Families of reasons where the call never reached a person: it failed to start or connect, ended while ringing, or
 * met a machine. (`call.forwarding.*-busy` / `no-answer` are about the operator a live call was forwarded to: they go
 * by whether the customer spoke.)
 */
const NOT_ANSWERED_FAMILIES = [
  /failed-to-connect/,
  /^call\.start\./,
  /^call-start-error/,
  /^call\.ringing\./,
  /voicemail/,
];

/** Whether a person answered, from the ended reason (and, for reasons we do not know, whether they spoke). */
export function vapiCallAnswered(endedReason: string, customerSpoke: boolean): boolean {
  if (ANSWERED.has(endedReason)) return true;
  if (NOT_ANSWERED.has(endedReason)) return false;
  if (NOT_ANSWERED_FAMILIES.some((family) => family.test(endedReason))) return false;
  return customerSpoke;
}

/** Who spoke a line, from the role VAPI gives it (messages of the report, transcript server messages). */
export const SPEAKERS: Record<string, 'assistant' | 'customer'> = {
  assistant: 'assistant',
  bot: 'assistant',
  user: 'customer',
  customer: 'customer',
};

/** The spoken lines, in order; system prompts, tool calls and their results are skipped. */
function timedMessages(entries: readonly unknown[]): CallReport['messages'] {
  const parsed = entries.map((entry) => messageEntrySchema.safeParse(entry));
  const firstTime = parsed.find((p) => p.success && typeof p.data.time === 'number');
  const origin = firstTime?.success ? (firstTime.data.time as number) : undefined;
  const lines: CallReport['messages'] = [];
  let last = 0;
  for (const p of parsed) {
    if (!p.success) continue;
    const speaker = SPEAKERS[p.data.role];
    if (!speaker) continue;
    let seconds = p.data.secondsFromStart;
    if (typeof seconds !== 'number' && typeof p.data.time === 'number' && origin !== undefined) {
      seconds = (p.data.time - origin) / 1000;
    }
    // A line with no timing at all keeps the previous line's time so the order stays readable.
    last = typeof seconds === 'number' && seconds >= 0 ? seconds : last;
    lines.push({ speaker, text: p.data.message, seconds: last });
  }
  return lines;
}

/** Our calls row's id, from the metadata we sent with the call (vapiCallBody) and VAPI echoes back. */
export function callIdFrom(...candidates: (Record<string, unknown> | null | undefined)[]): number | null {
  for (const metadata of candidates) {
    const value = metadata?.callopsCallId;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
    if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) return Number(value);
  }
  return null;
}

/** The call a status update or a transcript message names (read by `messageCall`). */
export const namingOf = (call: {
  id: string;
  metadata?: Record<string, unknown> | null;
  assistantOverrides?: { metadata?: Record<string, unknown> | null } | null;
}): CallNaming => ({
  providerCallId: call.id,
  callId: callIdFrom(call.assistantOverrides?.metadata, call.metadata),
});

const isoOrNull = (value: string | null | undefined) =>
  value && !Number.isNaN(Date.parse(value)) ? value : null;

/** A schema's complaints, each as `path: message` (the path under `prefix`, when given). */
export const issuesOf = (error: z.ZodError, prefix?: string) =>
  error.issues.map(
    (issue) => `${[...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.')}: ${issue.message}`,
  );

/**
 * Ended reasons of a transfer that broke and took the call with it (docs.vapi.ai/calls/call-ended-reason, "Transfer
 * errors"), and of a lead who hung up while being transferred.
 */
const TRANSFER_FAILED = [
  /transfer-failed/,
  /warm-transfer-(max-duration|assistant-cancelled|silence-timeout|microphone-timeout)/,
  /^call\.forwarding\.operator-busy$/,
  /^customer-ended-call-(before-warm-transfer|after-warm-transfer-attempt|during-transfer)$/,
];

const transferToolCall = z.looseObject({
  toolCalls: z.array(
    z.looseObject({ function: z.looseObject({ name: z.string(), arguments: z.unknown() }) }),
  ),
});

/**
 * Whether the assistant used its transferCall tool. **Unconfirmed**: the shape of tool-call entries in
 * `artifact.messages` (vendors.md: "Tool-call entries differ"); read as OpenAI-style `toolCalls[].function.name`.
 */
const triedTransfer = (entries: readonly unknown[]) =>
  entries.some((entry) => {
    const parsed = transferToolCall.safeParse(entry);
    return parsed.success && parsed.data.toolCalls.some((call) => call.function.name === 'transferCall');
  });

/** Who was on duty when the call was placed, as our metadata carried it (vapiCallBody). */
function onDutyFrom(...candidates: (Record<string, unknown> | null | undefined)[]) {
  for (const metadata of candidates) {
    const parsed = z.object({ name: z.string(), number: z.string() }).safeParse(metadata?.callopsTransferTo);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/**
 * The transfer a report tells of: `assistant-forwarded-call` is a transfer that went through (to `call.destination`),
 * the transfer-error reasons one that failed with the call; a transferCall attempt in a call that then went on is
 * one nobody answered in time, handed back to the assistant.
 */
export function reportTransfer(
  endedReason: string,
  destinationNumber: string | null,
  onDuty: { name: string; number: string } | null,
  attempted: boolean,
): CallReport['transfer'] {
  let result: TransferResult | null = null;
  if (endedReason === 'assistant-forwarded-call') result = 'answered';
  else if (TRANSFER_FAILED.some((reason) => reason.test(endedReason))) result = 'failed';
  else if (attempted) result = 'returned';
  const number = destinationNumber ?? onDuty?.number ?? null;
  if (!result || !number) return null;
  return { number, name: onDuty?.number === number ? onDuty.name : null, result };
}

/** Reads a VAPI server message body (already JSON-parsed) as a CallReport. */
export function parseVapiReport(json: unknown): VapiReportParse {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, reason: 'malformed', errors: issuesOf(envelope.error, 'body') };
  const messageType = envelope.data.message.type;
  if (messageType !== 'end-of-call-report') {
    return { ok: false, reason: 'not-end-of-call-report', messageType, errors: [] };
  }
  const parsed = reportSchema.safeParse(envelope.data.message);
  if (!parsed.success) return { ok: false, reason: 'malformed', errors: issuesOf(parsed.error, 'message') };
  const m = parsed.data;
  const endedReason = m.endedReason || m.call.endedReason;
  if (!endedReason) return { ok: false, reason: 'malformed', errors: ['message.endedReason: Required'] };

  const entries = m.artifact?.messages ?? m.messages ?? [];
  const messages = timedMessages(entries);
  const metadata = [m.call.assistantOverrides?.metadata, m.call.metadata, m.assistant?.metadata];
  const destinationNumber =
    m.call.destination?.type === 'number' && m.call.destination.number ? m.call.destination.number : null;
  const startedAt = isoOrNull(m.startedAt ?? m.call.startedAt);
  const endedAt = isoOrNull(m.endedAt ?? m.call.endedAt);
  const measured =
    startedAt && endedAt ? Math.max(0, (Date.parse(endedAt) - Date.parse(startedAt)) / 1000) : null;
  const evaluation = m.analysis?.successEvaluation;

  return {
    ok: true,
    report: {
      providerCallId: m.call.id,
      callId: callIdFrom(...metadata),
      endedReason,
      answered: vapiCallAnswered(
        endedReason,
        messages.some((line) => line.speaker === 'customer'),
      ),
      startedAt,
      endedAt,
      durationSeconds: measured ?? m.durationSeconds ?? null,
      transcript: m.artifact?.transcript ?? m.transcript ?? null,
      messages,
      summary: m.analysis?.summary ?? m.summary ?? null,
      structuredData: m.analysis?.structuredData ?? null,
      successEvaluation: evaluation === undefined || evaluation === null ? null : String(evaluation),
      recordingUrl:
        m.artifact?.recordingUrl ??
        m.artifact?.recording?.mono?.combinedUrl ??
        m.artifact?.stereoRecordingUrl ??
        m.recordingUrl ??
        null,
      costUsd: m.call.costBreakdown?.total ?? m.cost ?? m.call.cost ?? m.costBreakdown?.total ?? null,
      transfer: reportTransfer(
        endedReason,
        destinationNumber,
        onDutyFrom(...metadata),
        triedTransfer(entries),
      ),
    },
  };
}
