import { createHmac } from 'node:crypto';
import type { ServiceContext } from '../../context/service-context';
import { type VapiWebhookAuth, vapiWebhookSettings } from '../provider-selection';

export interface WebhookPlan {
  mode: VapiWebhookAuth;
  secret: string;
  /** HMAC modes: a signed timestamp older (or newer) than this is a replay. */
  maxAgeSeconds: number;
}

/**
 * How VAPI's webhooks are signed and checked right now. The secret is the vapi_webhook_secret setting; while VAPI
 * is simulated and that setting is empty, a secret derived from SECRET_KEY (the simulated provider knows it, no
 * one else does). Live VAPI without a webhook secret gets no plan: every report is refused until one is set.
 */
export async function webhookPlan(ctx: ServiceContext): Promise<WebhookPlan | null> {
  const vapi = await vapiWebhookSettings(ctx);
  if (vapi.secret) return { mode: vapi.auth, secret: vapi.secret, maxAgeSeconds: vapi.maxAgeSeconds };
  if (vapi.live) return null;
  return {
    mode: vapi.auth,
    maxAgeSeconds: vapi.maxAgeSeconds,
    secret: createHmac('sha256', ctx.app.config.secretKey).update('simulated-vapi-webhook').digest('hex'),
  };
}
