// LEAD_SCORE_PENDING → QUALIFIED, UNQUALIFIED or APPOINTMENT_BOOKED, from the call's analysis. A booking creates
// the appointment; bookings and qualified leads get their follow-up messages (follow-up.ts). A callee who asked to
// be called back at a time goes back to NO_ANSWER (the status the engine calls again) with the callback booked in
// their own zone (callback-time.ts); the engine claims it first when it falls due (lead-claims.ts).
import {
  addCalendarDays,
  calendarDay,
  endOfSentence,
  instantText,
  weekdayOf,
  zonedDateTime,
} from '@callops/contracts/core';
import type { LeadStatus } from '@callops/contracts/leads';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments, calls, companies } from '../../db/schema';
import { leadLocation } from '../../modules/compliance/callee-location';
import { recordJobEvent } from '../../modules/jobs/job-events';
import { bumpJobCounter } from '../../modules/jobs/job-store';
import { enqueue } from '../../queue/enqueue';
import { engineSettings } from '../../settings/live-settings';
import { QUEUES } from '../queues';
import { bookSlot } from './booking';
import { type BookedCallback, bookCallback, CALLBACK_FIELD, CALLBACK_MOVE_TEXT } from './callback-time';

export type ScoredOutcome = 'booked' | 'qualified' | 'unqualified' | 'callback';

/** The callback time the analysis names (structured data's callback_at), if any. */
export function callbackRequest(analysis: Record<string, unknown> | null): string | null {
  const value = analysis?.[CALLBACK_FIELD] ?? analysis?.callbackAt;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * What the analysis says; without an explicit outcome, a score of 50 or more counts as qualified. A callback asked
 * for counts unless the call booked or the callee declined.
 */
export function scoredOutcome(
  analysis: Record<string, unknown> | null,
  leadScore: number,
  { callbacks = true } = {},
): ScoredOutcome {
  const outcome = String(analysis?.outcome ?? '').toLowerCase();
  if (outcome === 'booked' || outcome === 'appointment_booked') return 'booked';
  if (outcome === 'unqualified' || outcome === 'opt_out') return 'unqualified';
  if (callbacks && callbackRequest(analysis)) return 'callback';
  if (outcome === 'qualified') return 'qualified';
  return leadScore >= 50 ? 'qualified' : 'unqualified';
}

const NEXT_STATUS: Record<ScoredOutcome, LeadStatus> = {
  booked: 'APPOINTMENT_BOOKED',
  qualified: 'QUALIFIED',
  unqualified: 'UNQUALIFIED',
  callback: 'NO_ANSWER',
};

const WEEK_MS = 7 * 24 * 3_600_000;

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
        city: companies.city,
        calleeCountry: companies.calleeCountry,
        calleeZones: companies.calleeZones,
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
  let outcome = scoredOutcome(call.analysis ?? null, call.leadScore);
  let callback: (BookedCallback & { zone: string }) | null = null;
  if (outcome === 'callback') {
    callback = await bookLeadCallback(ctx, lead, callbackRequest(call.analysis ?? null) ?? '');
    // A callback whose time could not be read is scored as any other answered call.
    if (!callback) outcome = scoredOutcome(call.analysis ?? null, call.leadScore, { callbacks: false });
  }
  await ctx.db
    .update(companies)
    .set({
      leadStatus: NEXT_STATUS[outcome],
      leadScore: call.leadScore,
      ...(callback
        ? {
            followUpDate: callback.at,
            nextAttemptAt: callback.at,
            callbackAt: callback.at,
            callbackZone: callback.zone,
            callbackNote: callbackNote(callback),
          }
        : {}),
      updatedAt: ctx.now,
    })
    .where(eq(companies.id, lead.id));
  let detail = '';
  if (callback) {
    const asked = instantText(callback.requestedAt, callback.zone);
    detail = callback.moves.length
      ? `; asked to be called back ${asked} (their time), booked ${instantText(callback.at, callback.zone)}: ${callbackNote(callback)}`
      : `; asked to be called back ${asked} (their time), booked then`;
  }
  let appointmentId: number | null = null;
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
      appointmentId = appointment?.id ?? null;
      detail = slot.moved
        ? `; ${instantText(at, settings.timeZone)} was taken, so appointment ${appointment?.id} is on ${instantText(slot.start, settings.timeZone)}`
        : `; appointment ${appointment?.id} on ${instantText(slot.start, settings.timeZone)}`;
    } else {
      detail = `; no free slot within a week of ${instantText(at, settings.timeZone)}: no appointment booked`;
    }
  }
  // The call's outcome and the appointment it booked, in one statement.
  await ctx.db
    .update(calls)
    .set({
      outcome,
      ...(appointmentId !== null ? { apptBooked: true, appointmentId } : {}),
      updatedAt: ctx.now,
    })
    .where(eq(calls.id, call.id));
  await recordJobEvent(ctx, {
    jobId: call.jobId,
    jobType: call.jobId ? 'cold_calling' : null,
    type: 'lead_scored',
    message: endOfSentence(`${lead.name} scored ${call.leadScore}: ${NEXT_STATUS[outcome]}${detail}`),
    data: { callId, companyId: lead.id, outcome, leadScore: call.leadScore },
  });
  if (outcome === 'booked' || outcome === 'qualified') await enqueue(ctx, QUEUES.followUp, { callId });
  // Last: the job's row, which every call of the campaign updates, stays locked only until the commit.
  if (call.jobId) await bumpJobCounter(ctx, call.jobId, outcome);
}

/** Why the booked callback is not at the time asked for; null when it is. */
const callbackNote = (callback: BookedCallback): string | null =>
  callback.moves.length ? callback.moves.map((move) => CALLBACK_MOVE_TEXT[move]).join('; ') : null;

/**
 * Books the callback a lead asked for: in its own zone (the first its number may be in, else the campaign region's
 * or the business's), inside its calling window and attempt caps.
 */
async function bookLeadCallback(
  ctx: ServiceContext,
  lead: {
    id: number;
    phone: string | null;
    city: string | null;
    calleeCountry: string | null;
    calleeZones: string[] | null;
  },
  requested: string,
): Promise<(BookedCallback & { zone: string }) | null> {
  const settings = await engineSettings(ctx);
  const callee = lead.calleeZones
    ? { country: lead.calleeCountry, zones: lead.calleeZones }
    : leadLocation(lead.phone, lead.city);
  const zone = callee.zones[0] ?? settings.regionZones[0] ?? settings.timeZone;
  const attempts = await ctx.db
    .select({ at: calls.createdAt })
    .from(calls)
    .where(
      and(
        eq(calls.companyId, lead.id),
        isNotNull(calls.callSid),
        gt(calls.createdAt, new Date(ctx.now.getTime() - WEEK_MS)),
      ),
    );
  const booked = bookCallback({
    requested,
    zone,
    now: ctx.now,
    callee,
    windows: settings.callingWindows,
    regionZones: settings.regionZones,
    attempts: attempts.map((row) => row.at),
    caps: { per24h: settings.maxAttempts24h, per7d: settings.maxAttempts7d },
  });
  return booked ? { ...booked, zone } : null;
}
