import { defineEndpoint } from '../core/endpoint';
import { providerJsonBodySchema, twilioStatusBodySchema, webhookResultSchema } from './webhook';

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
    response: webhookResultSchema,
  }),
};
