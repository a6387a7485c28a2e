import { randomUUID } from 'node:crypto';
import { smsKeyword } from '@callops/contracts/compliance';
import type { CreatedId } from '@callops/contracts/leads';
import type { InboundLeadBody, WebhookResult } from '@callops/contracts/webhooks';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { messages } from '../../db/schema';
import { badRequest } from '../../errors';
import { ProviderError } from '../../providers/provider-error';
import { engineSettings } from '../../settings/live-settings';
import { phoneKey } from '../compliance/callee-location';
import { listBySms, unlistBySms } from '../compliance/service';
import { createCompany } from '../leads/service';
import { sendMessage } from '../notifications/send-message';

/** Twilio's delivery status of a message we sent. */
export async function receiveTwilioStatus(
  ctx: ServiceContext,
  params: Record<string, string>,
): Promise<WebhookResult> {
  const sid = params.MessageSid ?? params.SmsSid;
  const status = params.MessageStatus ?? params.SmsStatus;
  if (!sid || !status) throw badRequest('A status callback needs MessageSid and MessageStatus');
  const updated = await ctx.db
    .update(messages)
    .set({
      status: ['failed', 'undelivered'].includes(status)
        ? 'failed'
        : status === 'delivered'
          ? 'delivered'
          : 'sent',
      ...(params.ErrorCode ? { error: `Twilio error ${params.ErrorCode}` } : {}),
      updatedAt: ctx.now,
    })
    .where(eq(messages.providerMessageId, sid))
    .returning({ id: messages.id });
  return { outcome: updated.length > 0 ? 'applied' : 'ignored' };
}

/** A text someone sent to our number: Twilio's keywords change the do-not-call list and are answered. */
export async function receiveTwilioSms(
  ctx: ServiceContext,
  params: Record<string, string>,
): Promise<WebhookResult> {
  const from = params.From;
  if (!from || params.Body === undefined) throw badRequest('An incoming message needs From and Body');
  const keyword = smsKeyword(params.Body);
  const phone = phoneKey(from);
  if (!keyword || !phone) return { outcome: 'ignored' };
  const word = params.Body.trim().toUpperCase();
  const { businessName } = await engineSettings(ctx);
  const changed =
    keyword === 'stop'
      ? await listBySms(ctx, phone, word)
      : keyword === 'start'
        ? await unlistBySms(ctx, phone, word)
        : false;
  const reply = {
    stop: {
      purpose: 'opt_out_confirmation',
      body: `${businessName}: you will get no more calls or texts from us. Reply START to undo.`,
    },
    start: {
      purpose: 'keyword_reply',
      body: `${businessName}: you may hear from us again. Reply STOP to opt out.`,
    },
    help: {
      purpose: 'keyword_reply',
      body: `${businessName}: texts about your consultation. Reply STOP to opt out of calls and texts, START to opt back in.`,
    },
  } as const;
  try {
    await sendMessage(ctx, { channel: 'sms', to: phone, ...reply[keyword] });
  } catch (failure) {
    // The list has changed either way: a reply the provider could not take now is not worth undoing that.
    if (!(failure instanceof ProviderError)) throw failure;
    ctx.log.warn(
      { service: 'messages' },
      `The reply to ${keyword.toUpperCase()} from ${phone} failed: ${failure.message}`,
    );
  }
  return { outcome: changed || keyword === 'help' ? 'applied' : 'duplicate' };
}

/**
 * A signed inbound lead: created NEW, as by hand (its external id `webhook_` + a random id, as the console's are
 * `auto_` + a timestamp), and a running campaign is told (speed to lead).
 */
export function receiveInboundLead(ctx: ServiceContext, body: InboundLeadBody): Promise<CreatedId> {
  return createCompany(ctx, {
    ...body,
    hubspot_id: `webhook_${randomUUID()}`,
    lead_status: 'NEW',
    no_answer_count: 0,
  });
}
