// The live call desk's control actions (issue 40): what a supervisor does to a call in progress (listening in
// included: it leaves a marker too), and the alerts raised on one.
import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { boundedText, FIELD_LIMITS } from '../core/fields';

export const CALL_CONTROL_KINDS = ['say', 'guide', 'transfer', 'end', 'listen'] as const;
export const callControlKindSchema = z.enum(CALL_CONTROL_KINDS);
export type CallControlKind = z.infer<typeof callControlKindSchema>;

/** The longest sentence a supervisor may have the agent say, or guide it with. */
export const CONTROL_TEXT_MAX = 1_000;

/**
 * A request id the client makes once per click (a UUID): the same id sent twice is one action, so a double click
 * or a retried request sends one message to the call.
 */
const requestId = z
  .string()
  .trim()
  .min(8, 'request_id must be at least 8 characters')
  .max(FIELD_LIMITS.externalId)
  .regex(/^[A-Za-z0-9_-]+$/, 'request_id may hold letters, digits, dashes and underscores');

const controlText = boundedText(CONTROL_TEXT_MAX).trim().min(1, 'Enter what to send');

export const sayRequestSchema = z.object({ request_id: requestId, text: controlText });
export type SayRequest = z.infer<typeof sayRequestSchema>;

export const guideRequestSchema = z.object({ request_id: requestId, text: controlText });
export type GuideRequest = z.infer<typeof guideRequestSchema>;

/** `me`: the caller's own phone (set on their profile); `team`: the live_transfer_team_number setting. */
export const TRANSFER_TARGETS = ['me', 'team'] as const;
export const transferRequestSchema = z.object({ request_id: requestId, to: z.enum(TRANSFER_TARGETS) });
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const endCallRequestSchema = z.object({ request_id: requestId });
export type EndCallRequest = z.infer<typeof endCallRequestSchema>;

/** An action the vendor accepted (a refused one answers an error instead). */
export const callControlActionSchema = z.object({
  id: z.number().int(),
  call_id: z.number().int(),
  kind: callControlKindSchema,
  text: z.string().nullable(),
  /** The number a transfer went to. */
  destination: z.string().nullable(),
  username: z.string(),
  seconds_from_start: z.number().int(),
  created_at: isoDateTime,
});
export type CallControlAction = z.infer<typeof callControlActionSchema>;

/** A supervisor's action on the recording's timeline (a `listen` marker: where they started listening in). */
export const controlMarkerSchema = z.object({
  kind: callControlKindSchema,
  seconds: z.number().int(),
  username: z.string(),
  text: z.string().nullable(),
});
export type ControlMarker = z.infer<typeof controlMarkerSchema>;

/** A call in progress too long silent (neither side spoke) or past the duration limit (live_* settings). */
export const LIVE_CALL_ALERT_KINDS = ['silence', 'long_call'] as const;
export const liveCallAlertSchema = z.enum(LIVE_CALL_ALERT_KINDS);
export type LiveCallAlert = z.infer<typeof liveCallAlertSchema>;

/** The caller's own phone for "Transfer to me": E.164 (a plus, then 8 to 15 digits), or null to clear it. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
export const ownPhoneRequestSchema = z.object({
  phone: boundedText(FIELD_LIMITS.phone)
    .trim()
    .regex(E164_PATTERN, 'Enter the number in international form, e.g. +14165550123')
    .nullable(),
});
export type OwnPhoneRequest = z.infer<typeof ownPhoneRequestSchema>;
