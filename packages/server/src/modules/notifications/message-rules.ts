// Who may get a message, and when. A text or an e-mail to a lead goes out only inside the lead's own calling window
// (the hours calls keep, from the number's zones); never to a number on the do-not-call list unless its purpose is
// on the dnc_transactional_allow list; and no e-mail goes to an address that unsubscribed. Messages to the business's
// own people, and the answers to what a person just asked (an opt-out's confirmation, a keyword's reply), keep only
// the last rule.
import {
  calleeWindowOpen,
  DNC_TRANSACTIONAL_PURPOSES,
  type DncTransactionalPurpose,
  nextCalleeOpening,
} from '@callops/contracts/compliance';
import { configKeyDefinition, parseTimeZoneList, validateConfigValue } from '@callops/contracts/settings';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { companies, emailSuppressions } from '../../db/schema';
import { engineSettings } from '../../settings/live-settings';
import { leadLocation } from '../compliance/callee-location';
import { listedNumbers } from '../compliance/dial-guard';

export type MessagePurpose =
  | 'booking_confirmation'
  | 'qualified_follow_up'
  | 'admin_alert'
  | 'appointment_reminder'
  | 'reminder_test'
  | 'opt_out_confirmation'
  | 'keyword_reply'
  | 'campaign_paused';

/** To the business's own people (admin phones, the operator's test address): no callee's rules apply. */
const TO_STAFF: readonly MessagePurpose[] = ['admin_alert', 'campaign_paused', 'reminder_test'];
/** Answers to what the person just asked: the law allows them, at once, on the list or not. */
const ANSWERS: readonly MessagePurpose[] = ['opt_out_confirmation', 'keyword_reply'];

/** Whether the message is to a lead: their window and the do-not-call list apply. */
const toCallee = (purpose: MessagePurpose) => !TO_STAFF.includes(purpose) && !ANSWERS.includes(purpose);

export interface MessageRecipient {
  channel: 'sms' | 'email';
  to: string;
  purpose: MessagePurpose;
  /** The person's phone when the message is an e-mail (its do-not-call entry and its zones); else the lead's. */
  calleePhone?: string | null;
  companyId?: number | null;
}

export type MessageVerdict =
  | { verdict: 'send' }
  /** Outside the callee's window: `until` is when it opens (null: not within a week). */
  | { verdict: 'held'; until: Date | null }
  | { verdict: 'suppressed'; reason: string };

/** The purposes a listed number still gets: the setting when it is valid (empty: none), else its default. */
async function allowedOnTheList(ctx: ServiceContext): Promise<readonly DncTransactionalPurpose[]> {
  const key = 'dnc_transactional_allow';
  const row = (await ctx.app.settings.read(ctx.db)).get(key);
  const value =
    row && validateConfigValue(key, row.value) === null
      ? row.value
      : (configKeyDefinition(key)?.defaultValue ?? '');
  return parseTimeZoneList(value).filter((purpose): purpose is DncTransactionalPurpose =>
    (DNC_TRANSACTIONAL_PURPOSES as readonly string[]).includes(purpose),
  );
}

/** The phone of the person an e-mail is for: the one given, else the lead's. */
async function calleePhoneOf(ctx: ServiceContext, message: MessageRecipient): Promise<string | null> {
  if (message.channel === 'sms') return message.to;
  if (message.calleePhone) return message.calleePhone;
  if (!message.companyId) return null;
  const [lead] = await ctx.db
    .select({ phone: companies.phone })
    .from(companies)
    .where(eq(companies.id, message.companyId))
    .limit(1);
  return lead?.phone ?? null;
}

export async function isSuppressedEmail(ctx: ServiceContext, address: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.email, address.trim().toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export async function messageVerdict(
  ctx: ServiceContext,
  message: MessageRecipient,
): Promise<MessageVerdict> {
  if (message.channel === 'email' && (await isSuppressedEmail(ctx, message.to)))
    return { verdict: 'suppressed', reason: 'the address unsubscribed' };
  if (!toCallee(message.purpose)) return { verdict: 'send' };
  const phone = await calleePhoneOf(ctx, message);
  if (phone && (await listedNumbers(ctx, [phone])).has(phone)) {
    const allowed = (await allowedOnTheList(ctx)) as readonly string[];
    if (!allowed.includes(message.purpose))
      return { verdict: 'suppressed', reason: 'the number is on the do-not-call list' };
  }
  const settings = await engineSettings(ctx);
  // An e-mail without a known phone: only hours open everywhere in the campaign's region.
  const location = phone ? leadLocation(phone, null) : { country: null, zones: [] };
  if (calleeWindowOpen(ctx.now, location, settings.callingWindows, settings.regionZones))
    return { verdict: 'send' };
  return {
    verdict: 'held',
    until: nextCalleeOpening(ctx.now, location, settings.callingWindows, settings.regionZones),
  };
}
