// LEAD_SCORE_PENDING → QUALIFIED, UNQUALIFIED or APPOINTMENT_BOOKED, from the call's analysis. A booking creates
// the appointment; bookings and qualified leads get their follow-up messages (follow-up.ts).
import {
  addCalendarDays,
  calendarDay,
  endOfSentence,
  instantText,
  weekdayOf,
  zonedDateTime,
} from '@callops/contracts/core';
import type { LeadStatus } from '@callops/contracts/leads';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments, calls, companies } from '../../db/schema';
import { recordJobEvent } from '../../modules/jobs/job-events';
import { bumpJobCounter } from '../../modules/jobs/job-store';
import { enqueue } from '../../queue/enqueue';
import { engineSettings } from '../../settings/live-settings';
import { QUEUES } from '../queues';
import { bookSlot } from './booking';

export type ScoredOutcome = 'booked' | 'qualified' | 'unqualified';

/** What the analysis says; without an explicit outcome, a score of 50 or more counts as qualified. */
export function scoredOutcome(analysis: Record<string, unknown> | null, leadScore: number): ScoredOutcome {
  const outcome = String(analysis?.outcome ?? '').toLowerCase();
  if (outcome === 'booked' || outcome === 'appointment_booked') return 'booked';
  if (outcome === 'qualified') return 'qualified';
  if (outcome === 'unqualified' || outcome === 'opt_out') return 'unqualified';
  return leadScore >= 50 ? 'qualified' : 'unqualified';
}

const NEXT_STATUS: Record<ScoredOutcome, LeadStatus> = {
  booked: 'APPOINTMENT_BOOKED',
  qualified: 'QUALIFIED',
  unqualified: 'UNQUALIFIED',
};

/** The appointment time the call agreed, or the next weekday at the start of the calling hours. */
function appointmentTime(
  analysis: Record<string, unknown> | null,
  now: Date,
  zone: string,
  start: string,
): Date {
  const agreed = new Date(String(analysis?.appointmentDateTime ?? analysis?.appointment_datetime ?? ''));
  if (!Number.isNaN(agreed.getTime()) && agreed.getTime() > now.getTime()) return agreed;
  let day = addCalendarDays(calendarDay(now, zone), 1);
  while ([0, 6].includes(weekdayOf(day))) day = addCalendarDays(day, 1);
  return zonedDateTime(day, start, zone);
}

export async function scoreLead(ctx: ServiceContext, callId: number): Promise<void> {
  const [row] = await ctx.db
    // What scoring reads, and no more: a call's transcript and timings can be long.
    .select({
      call: {
        id: calls.id,
        jobId: calls.jobId,
        leadName: calls.leadName,
        leadScore: calls.leadScore,
        analysis: calls.analysis,
      },
      lead: {
        id: companies.id,
        leadStatus: companies.leadStatus,
        name: companies.name,
        email: companies.email,
        phone: companies.phone,
        service: companies.service,
      },
    })
    .from(calls)
    .innerJoin(companies, eq(companies.id, calls.companyId))
    .where(eq(calls.id, callId))
    .limit(1)
    .for('update');
  // Only a lead still waiting for its score moves: a status set by hand meanwhile wins.
  if (row?.lead.leadStatus !== 'LEAD_SCORE_PENDING') return;
  const { call, lead } = row;
  const outcome = scoredOutcome(call.analysis ?? null, call.leadScore);
  await ctx.db
    .update(companies)
    .set({ leadStatus: NEXT_STATUS[outcome], leadScore: call.leadScore, updatedAt: ctx.now })
    .where(eq(companies.id, lead.id));
  await ctx.db.update(calls).set({ outcome, updatedAt: ctx.now }).where(eq(calls.id, call.id));
  let detail = '';
  if (outcome === 'booked') {
    const settings = await engineSettings(ctx);
    const at = appointmentTime(
      call.analysis ?? null,
      ctx.now,
      settings.timeZone,
      settings.callingHours.start,
    );
    const slot = await bookSlot(ctx, at, settings);
    if (slot) {
      const [appointment] = await ctx.db
        .insert(appointments)
        .values({
          companyId: lead.id,
          leadName: call.leadName ?? lead.name,
          leadEmail: lead.email,
          leadNumber: lead.phone,
          companyName: lead.name,
          service: lead.service,
          appointmentDatetime: slot.start,
          requestedDatetime: at,
          bookedStart: slot.start,
          bookedEnd: slot.end,
          remark: 'init',
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: appointments.id });
      await ctx.db
        .update(calls)
        .set({ apptBooked: true, appointmentId: appointment?.id })
        .where(eq(calls.id, call.id));
      detail = slot.moved
        ? `; ${instantText(at, settings.timeZone)} was taken, so appointment ${appointment?.id} is on ${instantText(slot.start, settings.timeZone)}`
        : `; appointment ${appointment?.id} on ${instantText(slot.start, settings.timeZone)}`;
    } else {
      detail = `; no free slot within a week of ${instantText(at, settings.timeZone)}: no appointment booked`;
    }
  }
  await recordJobEvent(ctx, {
    jobId: call.jobId,
    jobType: call.jobId ? 'cold_calling' : null,
    type: 'lead_scored',
    message: endOfSentence(`${lead.name} scored ${call.leadScore}: ${NEXT_STATUS[outcome]}${detail}`),
    data: { callId, companyId: lead.id, outcome, leadScore: call.leadScore },
  });
  if (outcome !== 'unqualified') await enqueue(ctx, QUEUES.followUp, { callId });
  // Last: the job's row, which every call of the campaign updates, stays locked only until the commit.
  if (call.jobId) await bumpJobCounter(ctx, call.jobId, outcome);
}
