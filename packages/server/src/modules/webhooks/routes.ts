import { endpoints } from '@callops/contracts';
import { INBOUND_LEAD_SIGNATURE } from '@callops/contracts/webhooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { unauthorized } from '../../errors';
import { route } from '../../http/route';
import { selectProvider } from '../../providers/provider-selection';
import { verifyTwilioSignature } from '../../providers/twilio/twilio-signature';
import { verifyVapiWebhook } from '../../providers/vapi/vapi-webhook-auth';
import { webhookPlan } from '../../providers/vapi/webhook-plan';
import { revealValue } from '../../settings/stored-value';
import { verifyLeadSignature } from './lead-signature';
import { receiveInboundLead, receiveTwilioSms, receiveTwilioStatus } from './service';

/** The providers sign what they sent; a missing or wrong signature is refused before the body is even parsed. */
export function registerWebhookRoutes(app: FastifyInstance): void {
  const e = endpoints.webhooks;
  const services = app.services;
  const systemContext = () => createServiceContext(services, { actor: SYSTEM_ACTOR });
  // The URL the provider called: what it signed (Twilio) or may sign (VAPI's `{url}` payload format).
  const calledUrl = (request: FastifyRequest) =>
    `${services.config.publicUrl.replace(/\/$/, '')}${request.url}`;
  const refuse = () => unauthorized('Webhook signature missing or wrong');

  route(app, e.vapi, (ctx, { body }) => ctx.app.engine.receiveVapiMessage(ctx, body), {
    // Its own: a report's writes are one transaction, a status update's or a line's one statement (vapi-message.ts).
    transaction: false,
    verify: async (request, rawBody) => {
      const plan = await webhookPlan(systemContext());
      const call = { headers: request.headers, rawBody, method: request.method, url: calledUrl(request) };
      if (!plan || !verifyVapiWebhook(call, { ...plan, now: services.clock.now() })) throw refuse();
    },
  });

  // Twilio signs its status callbacks and incoming messages alike.
  const verifyTwilio = async (request: FastifyRequest, rawBody: Buffer) => {
    const twilio = await selectProvider(systemContext(), 'twilio');
    if (twilio.mode !== 'live') throw refuse();
    const signature = request.headers['x-twilio-signature'];
    const params = new URLSearchParams(rawBody.toString('utf8'));
    const valid = verifyTwilioSignature(
      calledUrl(request),
      params,
      typeof signature === 'string' ? signature : undefined,
      twilio.settings.authToken,
    );
    if (!valid) throw refuse();
  };
  route(app, e.twilioStatus, (ctx, { body }) => receiveTwilioStatus(ctx, body), { verify: verifyTwilio });
  route(app, e.twilioSms, (ctx, { body }) => receiveTwilioSms(ctx, body), { verify: verifyTwilio });

  route(app, e.leads, (ctx, { body }) => receiveInboundLead(ctx, body), {
    verify: async (request, rawBody) => {
      const ctx = systemContext();
      const row = (await ctx.app.settings.read(ctx.db)).get('lead_webhook_secret');
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const valid = verifyLeadSignature({
        rawBody,
        timestamp: header(INBOUND_LEAD_SIGNATURE.timestampHeader),
        signature: header(INBOUND_LEAD_SIGNATURE.signatureHeader),
        secret: row ? revealValue(row, ctx.app.cipher).trim() : '',
        now: services.clock.now(),
      });
      if (!valid) throw refuse();
    },
  });
}
