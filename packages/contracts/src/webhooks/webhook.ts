import { z } from 'zod';
import { createCompanyRequestSchema } from '../leads/company';

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

/**
 * A lead posted by a web form or an ad platform to the inbound lead webhook: the console's own lead fields, as a
 * lead created by hand takes them (created NEW).
 */
export const inboundLeadBodySchema = createCompanyRequestSchema.pick({
  name: true,
  phone: true,
  email: true,
  city: true,
  service: true,
});
export type InboundLeadBody = z.infer<typeof inboundLeadBodySchema>;

/** The headers the inbound lead webhook is signed with (lead_webhook_secret). */
export const INBOUND_LEAD_SIGNATURE = {
  timestampHeader: 'x-callops-timestamp',
  signatureHeader: 'x-callops-signature',
  /** A signature older or newer than this is refused: a captured request cannot be replayed later. */
  maxAgeSeconds: 300,
} as const;
