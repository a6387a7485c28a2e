// A person who asks during a call not to be called again: the number goes on the do-not-call list with the call as
// its source (in the report's transaction), then the CRM learns it and one SMS confirms it (queued, retried).
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { calls, companies, doNotCall } from '../../db/schema';
import { phoneKey } from '../../modules/compliance/callee-location';
import { lockListForAdding } from '../../modules/compliance/dial-guard';
import { recordJobEvent } from '../../modules/jobs/job-events';
import { alreadySent, sendMessage } from '../../modules/notifications/send-message';
import { ProviderError } from '../../providers/provider-error';
import { crmProvider } from '../../providers/providers';
import type { CallReport } from '../../providers/vapi/call-report';
import { enqueue } from '../../queue/enqueue';
import { engineSettings } from '../../settings/live-settings';
import { QUEUES } from '../queues';

/** The status an opted-out lead is left in, here and in the CRM: it leaves the calling statuses for good. */
export const OPTED_OUT_STATUS = 'UNQUALIFIED';

const OPT_OUT_FLAGS = ['optOut', 'opt_out', 'doNotCall', 'do_not_call'];

/** Whether the assistant's analysis says the person asked not to be called again. */
export const askedNotToBeCalled = (report: CallReport): boolean =>
  report.answered && OPT_OUT_FLAGS.some((flag) => report.structuredData?.[flag] === true);

/**
 * Puts the call's number on the list (once: a number already on it stays as it is) and queues the CRM update and
 * the confirmation SMS. Returns the number as listed, or null when it is not a valid number.
 */
export async function listOptOut(
  ctx: ServiceContext,
  call: typeof calls.$inferSelect,
): Promise<string | null> {
  const key = phoneKey(call.companyPhone);
  if (!key) return null;
  await lockListForAdding(ctx);
  const added = await ctx.db
    .insert(doNotCall)
    .values({
      phone: key,
      reason: 'Asked not to be called again during a call',
      source: 'call',
      sourceCallId: call.id,
      addedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: doNotCall.id });
  if (added.length > 0) {
    await ctx.audit({
      action: 'create',
      entity: 'do_not_call',
      entityKey: key,
      newValue: `opted out during call ${call.id}`,
    });
  }
  await enqueue(ctx, QUEUES.confirmOptOut, { callId: call.id });
  return key;
}

/** After an opt-out: the CRM record gets the opted-out status, and the person one SMS saying so. */
export async function confirmOptOut(ctx: ServiceContext, callId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ call: calls, lead: companies })
    .from(calls)
    .leftJoin(companies, eq(companies.id, calls.companyId))
    .where(eq(calls.id, callId))
    .limit(1);
  if (!row) return;
  const { call, lead } = row;
  const event = (type: string, message: string, data: Record<string, unknown> = {}) =>
    recordJobEvent(ctx, {
      jobId: call.jobId,
      jobType: (call.jobType as 'cold_calling' | 'reminder_calls' | null) ?? null,
      type,
      message,
      data: { callId, ...data },
    });
  if (lead?.hubspotId) {
    const crm = await crmProvider(ctx);
    try {
      await crm.updateLead(lead.hubspotId, { hs_lead_status: OPTED_OUT_STATUS });
      await event('crm_updated', `The CRM record ${lead.hubspotId} is now ${OPTED_OUT_STATUS} (opted out).`);
    } catch (error) {
      if (error instanceof ProviderError && error.retryable) throw error;
      const reason = error instanceof ProviderError ? error.message : 'the CRM failed';
      await event('crm_failed', `The CRM record ${lead.hubspotId} could not be updated: ${reason}.`);
    }
  }
  const to = phoneKey(call.companyPhone);
  if (!to || (await alreadySent(ctx, 'sms', 'opt_out_confirmation', { companyId: call.companyId ?? -1 }, to)))
    return;
  const { businessName } = await engineSettings(ctx);
  const sent = await sendMessage(ctx, {
    channel: 'sms',
    to,
    body: `${businessName}: you asked us not to call you again. Your number is off our call list; we will not call it.`,
    purpose: 'opt_out_confirmation',
    companyId: call.companyId,
    jobId: call.jobId,
  });
  await event(
    sent.status === 'sent' ? 'message_sent' : 'message_failed',
    `${sent.providerMode === 'simulated' ? 'Simulated ' : ''}SMS to ${to} (opt-out confirmation): ${sent.status}${sent.error ? `, ${sent.error}` : ''}.`,
    { channel: 'sms', to, purpose: 'opt_out_confirmation', messageId: sent.id },
  );
}
