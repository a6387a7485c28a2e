// E-mail and SMS reminders for the appointments of the reminder days: tomorrow, or on a Friday Saturday, Sunday and
// Monday (calendar days in the business time zone). An appointment whose remark is still `init` is claimed (remark
// `notified`) before anything is sent, so two runs at once never remind anyone twice; if every channel fails the
// claim is given back. The result counts are the spec's: total, sent, failed, alreadySent, skipped, details. A
// reminder outside its callee's own window is held (the claim given back too); the run says when the first of them
// opens, if that is still today in the business zone, so the job carries on then (the day-before rule holds).
import { addCalendarDays, calendarDay, instantText, zonedDateTime } from '@callops/contracts/core';
import {
  type ReminderChannel,
  type ReminderDetail,
  type ReminderResult,
  reminderTargetDays,
} from '@callops/contracts/jobs';
import { and, asc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { inTransaction } from '../../context/in-transaction';
import type { ServiceContext } from '../../context/service-context';
import { appointments, companies } from '../../db/schema';
import { engineSettings } from '../../settings/live-settings';
import { recordJobEvent } from '../jobs/job-events';
import { reminderText } from './reminder-text';
import { sendMessage } from './send-message';

type AppointmentRow = typeof appointments.$inferSelect;

/** Appointments on any of the reminder days: one range per day, each [00:00, next 00:00) in the zone. */
function onReminderDays(now: Date, zone: string): SQL | undefined {
  const ranges = reminderTargetDays(now, zone).map((day) =>
    and(
      gte(appointments.appointmentDatetime, zonedDateTime(day, '00:00', zone)),
      lt(appointments.appointmentDatetime, zonedDateTime(addCalendarDays(day, 1), '00:00', zone)),
    ),
  );
  return or(...ranges);
}

export async function countReminderTargets(ctx: ServiceContext, zone: string): Promise<number> {
  return ctx.db.$count(appointments, onReminderDays(ctx.now, zone));
}

const APPOINTMENT_STATUSES = [
  'APPOINTMENT_BOOKED',
  'APPOINTMENT_BOOKED_EMAIL_SENT',
  'APPOINTMENT_BOOKED_SMS_SENT',
  'APPOINTMENT_REMINDER_SMS_SENT',
  'APPOINTMENT_REMINDER_EMAIL_SENT',
] as const;

export interface ReminderRun {
  channels: readonly ReminderChannel[];
  jobId?: string;
  /** Called after each appointment (the job's progress). */
  onProgress?: (done: number) => Promise<void>;
  /** Asked before each appointment: false stops the run there (the job was stopped). */
  shouldContinue?: () => Promise<boolean>;
}

export interface ReminderRunResult {
  result: ReminderResult;
  /** When the first held reminder's window opens, today (business zone); null when none waits for today. */
  nextOpening: Date | null;
}

export async function sendReminders(ctx: ServiceContext, run: ReminderRun): Promise<ReminderRunResult> {
  const settings = await engineSettings(ctx);
  const zone = settings.timeZone;
  const targets = await ctx.db
    .select()
    .from(appointments)
    .where(onReminderDays(ctx.now, zone))
    .orderBy(asc(appointments.appointmentDatetime), asc(appointments.id));
  const counts = { total: targets.length, sent: 0, failed: 0, alreadySent: 0, skipped: 0 };
  const details: ReminderDetail[] = [];
  const wants = (channel: ReminderChannel) => run.channels.includes(channel);
  const today = calendarDay(ctx.now, zone);
  let nextOpening: Date | null = null;

  for (const [index, target] of targets.entries()) {
    if (run.shouldContinue && !(await run.shouldContinue())) break;
    const leadName = target.leadName ?? target.companyName ?? 'Customer';
    const appointmentDate = target.appointmentDatetime?.toISOString() ?? '';
    const claimed = await inTransaction(ctx, async (tx) => {
      const rows = await tx.db
        .update(appointments)
        .set({ remark: 'notified', smsMailFollowupDatetime: tx.now, updatedAt: tx.now })
        .where(and(eq(appointments.id, target.id), eq(appointments.remark, 'init')))
        .returning();
      return rows[0] as AppointmentRow | undefined;
    });
    if (!claimed) {
      counts.alreadySent += 1;
      details.push({ leadName, appointmentDate, emailStatus: 'already_sent', smsStatus: 'already_sent' });
      await run.onProgress?.(index + 1);
      continue;
    }
    const when = claimed.appointmentDatetime
      ? instantText(claimed.appointmentDatetime, zone, 'full')
      : 'soon';
    const text = reminderText({
      businessName: settings.businessName,
      leadName,
      at: claimed.appointmentDatetime,
      zone,
      tomorrow:
        claimed.appointmentDatetime !== null &&
        calendarDay(claimed.appointmentDatetime, zone) === addCalendarDays(calendarDay(ctx.now, zone), 1),
    });
    const deliver = async (channel: ReminderChannel, to: string | null) => {
      if (!wants(channel)) return 'not_requested' as const;
      if (!to) return 'skipped' as const;
      const sent = await sendMessage(ctx, {
        channel,
        to,
        subject: text.subject,
        body: text[channel],
        purpose: 'appointment_reminder',
        calleePhone: claimed.leadNumber,
        companyId: claimed.companyId,
        appointmentId: claimed.id,
        jobId: run.jobId ?? null,
      });
      if (sent.heldUntil && calendarDay(sent.heldUntil, zone) === today && sent.heldUntil > ctx.now)
        nextOpening = nextOpening && nextOpening < sent.heldUntil ? nextOpening : sent.heldUntil;
      return sent.status;
    };
    const emailStatus = await deliver('email', claimed.leadEmail);
    const smsStatus = await deliver('sms', claimed.leadNumber);
    const statuses = [emailStatus, smsStatus];
    if (statuses.includes('sent')) {
      counts.sent += 1;
      if (claimed.companyId) {
        await ctx.db
          .update(companies)
          .set({
            leadStatus:
              emailStatus === 'sent' ? 'APPOINTMENT_REMINDER_EMAIL_SENT' : 'APPOINTMENT_REMINDER_SMS_SENT',
            updatedAt: ctx.now,
          })
          .where(
            and(
              eq(companies.id, claimed.companyId),
              inArray(companies.leadStatus, [...APPOINTMENT_STATUSES]),
            ),
          );
      }
    } else {
      // Nothing went out (or it waits for the callee's hours): not notified, a later run tries again.
      await ctx.db
        .update(appointments)
        .set({ remark: 'init', updatedAt: ctx.now })
        .where(eq(appointments.id, claimed.id));
      if (statuses.includes('failed')) counts.failed += 1;
      else counts.skipped += 1;
    }
    details.push({ leadName, appointmentDate, emailStatus, smsStatus });
    if (run.jobId) {
      await recordJobEvent(ctx, {
        jobId: run.jobId,
        jobType: 'send_reminders',
        type: 'reminder',
        message: `${leadName} (${when}): e-mail ${emailStatus.replace('_', ' ')}, SMS ${smsStatus.replace('_', ' ')}.`,
        data: { appointmentId: claimed.id, emailStatus, smsStatus },
      });
    }
    await run.onProgress?.(index + 1);
  }
  const message = `Reminders: ${counts.sent} sent, ${counts.failed} failed, ${counts.alreadySent} already sent, ${counts.skipped} skipped.`;
  return { result: { success: true, message, results: { ...counts, details } }, nextOpening };
}
