import { z } from 'zod';

/**
 * What a provider's webhook answers. The provider only needs a 2xx; the outcome says what the report changed
 * (`duplicate`: the same report came before, nothing changed again; `ignored`: not a message we act on).
 */
export const webhookResultSchema = z.object({
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});
export type WebhookResult = z.infer<typeof webhookResultSchema>;

/** A provider's JSON body before our own tolerant parser reads it (it checks the shape itself, with clear errors). */
export const providerJsonBodySchema = z.record(z.string().max(200), z.unknown());
/** Twilio's form-encoded status callback: every parameter is text. */
export const twilioStatusBodySchema = z.record(z.string().max(200), z.string().max(4_000));
/** Twilio's form-encoded incoming message (From, Body, MessageSid, …): every parameter is text. */
export const twilioInboundSmsBodySchema = z.record(z.string().max(200), z.string().max(4_000));
