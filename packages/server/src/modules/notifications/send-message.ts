// Every SMS and e-mail the console sends goes through here, whichever provider (live or simulated) is set up: the
// message is kept in the messages table and logged, so nothing sent in MOCK mode is silently dropped. The callee's
// rules come first (message-rules.ts): a message outside their window is held, one they refused is not sent.

import { instantText } from '@callops/contracts/core';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { messages } from '../../db/schema';
import { ProviderError } from '../../providers/provider-error';
import { emailProvider, smsProvider } from '../../providers/providers';
import { engineSettings } from '../../settings/live-settings';
import { type MessagePurpose, messageVerdict } from './message-rules';
import { unsubscribeUrl } from './unsubscribe';

export type { MessagePurpose };

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  purpose: MessagePurpose;
  /** For an e-mail: the person's phone (their do-not-call entry and zones); the lead's when left out. */
  calleePhone?: string | null;
  companyId?: number | null;
  appointmentId?: number | null;
  jobId?: string | null;
}

export interface SentMessage {
  /** The messages row; null when nothing was sent (held or suppressed). */
  id: number | null;
  /** `held`: outside the callee's window, until `heldUntil`; `suppressed`: the callee refused this channel. */
  status: 'sent' | 'failed' | 'held' | 'suppressed';
  providerMode: 'live' | 'simulated';
  error: string | null;
  heldUntil?: Date | null;
}

/** Whether a message for this purpose (and appointment, lead, job or text) already went out: steps are retried. */
export async function alreadySent(
  ctx: ServiceContext,
  channel: 'sms' | 'email',
  purpose: MessagePurpose,
  about: { appointmentId?: number; companyId?: number; jobId?: string; body?: string },
  to?: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.channel, channel),
        eq(messages.purpose, purpose),
        eq(messages.status, 'sent'),
        about.appointmentId !== undefined ? eq(messages.appointmentId, about.appointmentId) : undefined,
        about.companyId !== undefined ? eq(messages.companyId, about.companyId) : undefined,
        about.jobId !== undefined ? eq(messages.jobId, about.jobId) : undefined,
        about.body !== undefined ? eq(messages.body, about.body) : undefined,
        to ? eq(messages.toAddress, to) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Sends one message and records it. A refusal the provider will not change its mind about (a bad number, a
 * rejected recipient) is recorded as failed and returned; a passing problem (rate limit, the provider down) is
 * thrown so the step is retried.
 */
export async function sendMessage(ctx: ServiceContext, message: OutgoingMessage): Promise<SentMessage> {
  const verdict = await messageVerdict(ctx, message);
  const what = message.channel === 'sms' ? 'SMS' : 'e-mail';
  if (verdict.verdict === 'held') {
    const until = verdict.until ? verdict.until.toISOString() : 'no opening within a week';
    ctx.log.info(
      { service: 'messages' },
      `${what} (${message.purpose}) to ${message.to}: held until ${until}`,
    );
    return { id: null, status: 'held', providerMode: 'simulated', error: null, heldUntil: verdict.until };
  }
  if (verdict.verdict === 'suppressed') {
    ctx.log.info(
      { service: 'messages' },
      `${what} (${message.purpose}) to ${message.to}: not sent, ${verdict.reason}`,
    );
    return { id: null, status: 'suppressed', providerMode: 'simulated', error: verdict.reason };
  }
  // Every e-mail carries its unsubscribe link (the reminder test too: it shows the reminder as it goes out).
  const body =
    message.channel === 'email'
      ? `${message.body}\n\nTo stop e-mails from us: ${unsubscribeUrl(ctx, message.to)}`
      : message.body;
  let providerMode: 'live' | 'simulated' = 'simulated';
  let status: 'sent' | 'failed' = 'sent';
  let providerMessageId: string | null = null;
  let error: string | null = null;
  try {
    if (message.channel === 'sms') {
      const sms = await smsProvider(ctx);
      providerMode = sms.mode;
      const statusCallbackUrl =
        sms.mode === 'live'
          ? `${ctx.app.config.publicUrl.replace(/\/$/, '')}/api/v1/webhooks/twilio/status`
          : undefined;
      const sent = await sms.sendSms({
        to: message.to,
        body,
        ...(statusCallbackUrl ? { statusCallbackUrl } : {}),
      });
      providerMessageId = sent.providerMessageId;
    } else {
      const email = await emailProvider(ctx);
      providerMode = email.mode;
      const sent = await email.sendEmail({
        to: message.to,
        subject: message.subject ?? '',
        text: body,
      });
      providerMessageId = sent.providerMessageId;
    }
  } catch (failure) {
    if (failure instanceof ProviderError && failure.retryable) throw failure;
    status = 'failed';
    error = failure instanceof ProviderError ? failure.message : 'the provider failed';
  }
  const [row] = await ctx.db
    .insert(messages)
    .values({
      channel: message.channel,
      providerMode,
      purpose: message.purpose,
      toAddress: message.to,
      subject: message.subject ?? null,
      body,
      status,
      providerMessageId,
      error,
      companyId: message.companyId ?? null,
      appointmentId: message.appointmentId ?? null,
      jobId: message.jobId ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: messages.id });
  const line = `${providerMode === 'simulated' ? 'Simulated ' : ''}${what} (${message.purpose}) to ${message.to}: ${status}${error ? ` (${error})` : ''}`;
  if (status === 'sent') ctx.log.info({ service: 'messages' }, line);
  else ctx.log.warn({ service: 'messages' }, line);
  return { id: row?.id ?? 0, status, providerMode, error };
}

/** Texts every admin phone once (a retry sends nothing twice): a campaign paused itself. */
export async function alertAdmins(
  ctx: ServiceContext,
  alert: { jobId: string; text: string; at: string },
): Promise<void> {
  const settings = await engineSettings(ctx);
  const body = `${settings.businessName} alert (${instantText(new Date(alert.at), settings.timeZone)}): ${alert.text}`;
  for (const to of settings.adminPhones) {
    if (await alreadySent(ctx, 'sms', 'campaign_paused', { jobId: alert.jobId, body }, to)) continue;
    await sendMessage(ctx, { channel: 'sms', to, body, purpose: 'campaign_paused', jobId: alert.jobId });
  }
}
