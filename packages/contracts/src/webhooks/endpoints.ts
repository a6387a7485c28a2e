import { defineEndpoint } from '../core/endpoint';
import { createdIdSchema } from '../leads/company';
import {
  inboundLeadBodySchema,
  providerJsonBodySchema,
  twilioInboundSmsBodySchema,
  twilioStatusBodySchema,
  webhookResultSchema,
} from './webhook';

/** Called by the providers, not by the console: no token, each verified by the provider's own signature. */
export const webhookEndpoints = {
  vapi: defineEndpoint({
    method: 'POST',
    path: '/webhooks/vapi',
    summary:
      "VAPI's server messages: an end-of-call report updates its call and lead. Verified by the vapi_webhook_auth setting (X-Vapi-Secret, Bearer or HMAC); 401 when the signature is missing or wrong, 400 for a malformed report",
    tag: 'webhooks',
    access: 'public',
    body: providerJsonBodySchema,
    // An end-of-call report with a long transcript stays well under this.
    maxBodyBytes: 1024 * 1024,
    response: webhookResultSchema,
  }),
  twilioStatus: defineEndpoint({
    method: 'POST',
    path: '/webhooks/twilio/status',
    summary: "Twilio's SMS status callback, verified by X-Twilio-Signature; updates the message's status",
    tag: 'webhooks',
    access: 'public',
    body: twilioStatusBodySchema,
    bodyEncoding: 'form',
    maxBodyBytes: 64 * 1024,
    response: webhookResultSchema,
  }),
  twilioSms: defineEndpoint({
    method: 'POST',
    path: '/webhooks/twilio/sms',
    summary:
      "Twilio's incoming SMS, verified by X-Twilio-Signature: STOP (and Twilio's other opt-out words) puts the sender on the do-not-call list, START takes it off, HELP is answered with a help text",
    tag: 'webhooks',
    access: 'public',
    body: twilioInboundSmsBodySchema,
    bodyEncoding: 'form',
    maxBodyBytes: 64 * 1024,
    response: webhookResultSchema,
  }),
  leads: defineEndpoint({
    method: 'POST',
    path: '/webhooks/leads',
    summary:
      'A new lead from a web form or an ad platform, created NEW and called first by a running campaign (speed to lead). Signed with the lead_webhook_secret setting: X-CallOps-Timestamp (Unix seconds, within 5 minutes) and X-CallOps-Signature: sha256=<hex HMAC-SHA256 of timestamp + "." + body>; 401 when missing, wrong, stale or not set up',
    tag: 'webhooks',
    access: 'public',
    body: inboundLeadBodySchema,
    maxBodyBytes: 16 * 1024,
    response: createdIdSchema,
  }),
};
