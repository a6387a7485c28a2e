import type { WebhookResult } from '@callops/contracts/webhooks';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { messages } from '../../db/schema';
import { badRequest } from '../../errors';

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
