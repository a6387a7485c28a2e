// After a booking: the calendar event, the confirmation e-mail and SMS (the lead moves APPOINTMENT_BOOKED →
// …_EMAIL_SENT → …_SMS_SENT, the kanban's own order) and, when admin_sms_enabled, the alert to the admin phones.
// After a qualified call: the information e-mail and SMS (QUALIFIED → …_EMAIL_SENT → …_SMS_SENT). Each step checks
// what is already done, so a retried follow-up never sends anything twice. A message outside the lead's own hours
// waits: the follow-up runs again when their window opens (the steps done are not done twice).

import { endOfSentence, instantText } from '@callops/contracts/core';
import type { LeadStatus } from '@callops/contracts/leads';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments, calls, companies } from '../../db/schema';
import { recordJobEvent } from '../../modules/jobs/job-events';
import { bumpJobCounter } from '../../modules/jobs/job-store';
import { alreadySent, type MessagePurpose, sendMessage } from '../../modules/notifications/send-message';
import { calendarProvider } from '../../providers/providers';
import { enqueue, secondsUntil } from '../../queue/enqueue';
import { engineSettings } from '../../settings/live-settings';
import { QUEUES } from '../queues';

type Lead = typeof companies.$inferSelect;

/** Moves the lead one step along, only from the status the step expects (a status set by hand is left alone). */
async function advance(
  ctx: ServiceContext,
  lead: Lead,
  from: readonly LeadStatus[],
  to: LeadStatus,
): Promise<void> {
  await ctx.db
    .update(companies)
    .set({ leadStatus: to, updatedAt: ctx.now })
    .where(and(eq(companies.id, lead.id), inArray(companies.leadStatus, [...from])));
}

const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export async function followUp(ctx: ServiceContext, callId: number): Promise<void> {
  const [row] = await ctx.db
    // Of the call, only its job: its transcript and timings can be long.
    .select({ call: { jobId: calls.jobId }, lead: companies, appointment: appointments })
    .from(calls)
    .innerJoin(companies, eq(companies.id, calls.companyId))
    .leftJoin(appointments, eq(appointments.id, calls.appointmentId))
    .where(eq(calls.id, callId))
    .limit(1);
  if (!row) return;
  const { call, lead, appointment } = row;
  const settings = await engineSettings(ctx);
  const zone = settings.timeZone;
  const event = (type: string, message: string, data: Record<string, unknown> = {}) =>
    recordJobEvent(ctx, {
      jobId: call.jobId,
      jobType: call.jobId ? 'cold_calling' : null,
      type,
      message,
      data: { callId, ...data },
    });
  let heldUntil: Date | null = null;
  const send = async (
    channel: 'sms' | 'email',
    to: string | null,
    purpose: MessagePurpose,
    subject: string,
    body: string,
  ) => {
    if (!to) return false;
    const key = appointment ? { appointmentId: appointment.id } : { companyId: lead.id };
    if (await alreadySent(ctx, channel, purpose, key, to)) return true;
    const sent = await sendMessage(ctx, {
      channel,
      to,
      subject,
      body,
      purpose,
      calleePhone: appointment?.leadNumber ?? lead.phone,
      companyId: lead.id,
      appointmentId: appointment?.id ?? null,
      jobId: call.jobId,
    });
    const label = `${channel === 'sms' ? 'SMS' : 'E-mail'} to ${to} (${purpose.replace(/_/g, ' ')})`;
    if (sent.status === 'suppressed') {
      await event('message_suppressed', `${label}: not sent, ${sent.error}.`, { channel, to, purpose });
      return false;
    }
    if (sent.status === 'held') {
      if (sent.heldUntil && !heldUntil) {
        heldUntil = sent.heldUntil;
        await enqueue(ctx, QUEUES.followUp, { callId }, { startAfter: secondsUntil(ctx, sent.heldUntil) });
      }
      await event(
        'message_held',
        `${label}: waits for the callee's hours (${sent.heldUntil ? instantText(sent.heldUntil, zone, 'full') : 'no opening within a week'}).`,
        { channel, to, purpose, until: sent.heldUntil?.toISOString() ?? null },
      );
      return false;
    }
    if (call.jobId)
      await bumpJobCounter(ctx, call.jobId, sent.status === 'sent' ? `${channel}_sent` : `${channel}_failed`);
    await event(
      sent.status === 'sent' ? 'message_sent' : 'message_failed',
      `${sent.providerMode === 'simulated' ? 'Simulated ' : ''}${label}: ${sent.status}${sent.error ? `, ${sent.error}` : ''}.`,
      { channel, to, purpose, messageId: sent.id, body },
    );
    return sent.status === 'sent';
  };

  if (appointment) {
    const when = appointment.appointmentDatetime
      ? instantText(appointment.appointmentDatetime, zone, 'full')
      : 'the agreed time';
    if (!appointment.calendarEventId && appointment.appointmentDatetime) {
      const calendar = await calendarProvider(ctx);
      const start = appointment.appointmentDatetime;
      const end = new Date(start.getTime() + settings.appointmentDurationMinutes * 60_000);
      const { eventId } = await calendar.insertEvent({
        summary: `Consultation: ${lead.name}`,
        description: `Booked by the calling assistant. Contact: ${appointment.leadName ?? lead.name}, ${lead.phone ?? 'no phone'}.`,
        start: start.toISOString(),
        end: end.toISOString(),
        timeZone: zone,
      });
      await ctx.db
        .update(appointments)
        .set({ calendarEventId: eventId, updatedAt: ctx.now })
        .where(eq(appointments.id, appointment.id));
      await event(
        'calendar_event',
        `${calendar.mode === 'simulated' ? 'Simulated calendar' : 'Calendar'} event written for ${endOfSentence(when)}`,
        { eventId },
      );
    }
    const name = appointment.leadName ?? lead.name;
    // A booking moved off the time the lead asked for says so.
    const requested = appointment.requestedDatetime;
    const moved =
      requested &&
      appointment.appointmentDatetime &&
      requested.getTime() !== appointment.appointmentDatetime.getTime()
        ? ` The time you asked for, ${instantText(requested, zone, 'full')}, was already taken.`
        : '';
    const emailed = await send(
      'email',
      appointment.leadEmail ?? lead.email,
      'booking_confirmation',
      `Your consultation with ${settings.businessName}`,
      `Hi ${name},\n\nThank you for your time today. Your consultation is booked for ${endOfSentence(when)}${moved}\n\n${settings.businessName}`,
    );
    if (emailed) await advance(ctx, lead, ['APPOINTMENT_BOOKED'], 'APPOINTMENT_BOOKED_EMAIL_SENT');
    const texted = await send(
      'sms',
      appointment.leadNumber ?? lead.phone,
      'booking_confirmation',
      '',
      `${settings.businessName}: your consultation is booked for ${endOfSentence(when)}${moved} Reply STOP to opt out.`,
    );
    if (texted)
      await advance(
        ctx,
        lead,
        ['APPOINTMENT_BOOKED', 'APPOINTMENT_BOOKED_EMAIL_SENT'],
        'APPOINTMENT_BOOKED_SMS_SENT',
      );
    if (settings.adminSmsEnabled) {
      const alert = fillTemplate(settings.adminSmsTemplate, {
        lead_name: name,
        company_name: lead.name,
        appointment_time: when,
      });
      for (const phone of settings.adminPhones) await send('sms', phone, 'admin_alert', '', alert);
    }
    return;
  }

  const emailed = await send(
    'email',
    lead.email,
    'qualified_follow_up',
    `More ${lead.service ?? 'home service'} customers with ${settings.businessName}`,
    `Hello,\n\nThanks for speaking with us today. As promised, here is how ${settings.businessName} brings homeowners asking for quotes to businesses like ${lead.name}. We will check back next month.\n\n${settings.businessName}`,
  );
  if (emailed) await advance(ctx, lead, ['QUALIFIED'], 'QUALIFIED_EMAIL_SENT');
  const texted = await send(
    'sms',
    lead.phone,
    'qualified_follow_up',
    '',
    `${settings.businessName}: thanks for your time today. We've e-mailed the details and will check back next month.`,
  );
  if (texted) await advance(ctx, lead, ['QUALIFIED', 'QUALIFIED_EMAIL_SENT'], 'QUALIFIED_SMS_SENT');
}
