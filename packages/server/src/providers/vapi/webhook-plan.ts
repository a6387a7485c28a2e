import { createHmac } from 'node:crypto';
import type { ServiceContext } from '../../context/service-context';
import { readConfigValue } from '../../modules/app-config/service';
import { selectProvider, type VapiWebhookAuth } from '../provider-selection';

export interface WebhookPlan {
  mode: VapiWebhookAuth;
  secret: string;
}

/**
 * How VAPI's webhooks are signed and checked right now. The secret is the vapi_webhook_secret setting; while VAPI
 * is simulated and that setting is empty, a secret derived from SECRET_KEY (the simulated provider knows it, no
 * one else does). Live VAPI without a webhook secret gets no plan: every report is refused until one is set.
 */
export async function webhookPlan(ctx: ServiceContext): Promise<WebhookPlan | null> {
  const mode = ((await readConfigValue(ctx, 'vapi_webhook_auth'))?.trim() ||
    'x-vapi-secret') as VapiWebhookAuth;
  const secret = (await readConfigValue(ctx, 'vapi_webhook_secret'))?.trim();
  if (secret) return { mode, secret };
  const vapi = await selectProvider(ctx, 'vapi');
  if (vapi.mode === 'live') return null;
  return {
    mode,
    secret: createHmac('sha256', ctx.app.config.secretKey).update('simulated-vapi-webhook').digest('hex'),
  };
}
