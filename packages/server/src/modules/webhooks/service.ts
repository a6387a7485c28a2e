import type { WebhookResult } from '@callops/contracts/webhooks';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { messages } from '../../db/schema';
import { badRequest } from '../../errors';
import { applyCallReport } from '../../jobs/calling/call-outcome';
import { parseVapiReport } from '../../providers/vapi/vapi-report';

/** An end-of-call report changes its call and lead once; other VAPI server messages are acknowledged and ignored. */
export async function receiveVapiMessage(ctx: ServiceContext, body: unknown): Promise<WebhookResult> {
  const parsed = parseVapiReport(body);
  if (!parsed.ok) {
    if (parsed.reason === 'not-end-of-call-report') return { outcome: 'ignored' };
    throw badRequest(`Malformed end-of-call report: ${parsed.errors.join('; ')}`);
  }
  const outcome = await applyCallReport(ctx, parsed.report);
  if (outcome === 'unknown-call') {
    ctx.log.warn(`End-of-call report for an unknown call ${parsed.report.providerCallId}: ignored`);
    return { outcome: 'ignored' };
  }
  return { outcome };
}

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
