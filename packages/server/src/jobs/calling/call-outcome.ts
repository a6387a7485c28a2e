// What an end-of-call report changes: the call keeps its transcript, timings, summary, score, recording and cost;
// an unanswered lead becomes NO_ANSWER with its next follow-up date (or UNQUALIFIED after too many tries); an
// answered one becomes LEAD_SCORE_PENDING until its score is decided (lead-scoring.ts). The same report twice
// changes nothing the second time.
import { type CallOutcome, transferText } from '@callops/contracts/calls';
import { nextCalleeOpening } from '@callops/contracts/compliance';
import { addCalendarDays, calendarDay, instantText, zonedDateTime } from '@callops/contracts/core';
import { and, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../context/service-context';
import { calls, companies } from '../../db/schema';
import { callOutcomes } from '../../metrics/series';
import { countCallerIdOutcome } from '../../modules/caller-ids/caller-id-days';
import { leadLocation, phoneKey } from '../../modules/compliance/callee-location';
import { type JobEventInput, recordJobEvents } from '../../modules/jobs/job-events';
import { countCallFinished, IN_FLIGHT_CALL_STATUSES } from '../../modules/jobs/job-store';
import type { CallReport } from '../../providers/vapi/call-report';
import { enqueue } from '../../queue/enqueue';
import { type EngineSettings, engineSettings } from '../../settings/live-settings';
import { checkAutoPause, mayTipAutoPause } from '../compliance/auto-pause';
import { askedNotToBeCalled, listOptOut, OPTED_OUT_STATUS } from '../compliance/opt-out';
import { QUEUES } from '../queues';
import { checkCallerIdHealth } from './caller-id-rest';
import { writeNamedCall } from './named-call';

/** What became of a report: applied once, a repeat of one already applied, or for no call of ours. */
export type ReportOutcome = 'applied' | 'duplicate' | 'unknown-call';

type CallRow = typeof calls.$inferSelect;
type LeadRow = typeof companies.$inferSelect;

const HOUR_MS = 3_600_000;

/**
 * When an unanswered lead is called again: after a busy line and after voicemail at their own delays, after no answer
 * on the day the retry setting says at the calling hours' start; then, if the callee's own window is closed at
 * that moment, when it next opens.
 */
export function nextAttemptAt(
  now: Date,
  endedReason: string,
  lead: Pick<LeadRow, 'phone' | 'city' | 'calleeCountry' | 'calleeZones'>,
  settings: EngineSettings,
): Date {
  const earliest =
    endedReason === 'customer-busy'
      ? new Date(now.getTime() + settings.retryBusyMinutes * 60_000)
      : endedReason === 'voicemail'
        ? new Date(now.getTime() + settings.retryVoicemailHours * HOUR_MS)
        : zonedDateTime(
            addCalendarDays(calendarDay(now, settings.timeZone), settings.noAnswerRetryDays),
            settings.callingHours.start,
            settings.timeZone,
          );
  const location = lead.calleeZones
    ? { country: lead.calleeCountry, zones: lead.calleeZones }
    : leadLocation(lead.phone, lead.city);
  return nextCalleeOpening(earliest, location, settings.callingWindows, settings.regionZones) ?? earliest;
}

/**
 * Ends the report's call with `change` if it is still in flight, in one statement that locks the row as it writes it
 * (rather than a locked read, then the write); otherwise says whether the report is a repeat or for no call of ours.
 */
function endCall(
  ctx: ServiceContext,
  report: CallReport,
  change: PgUpdateSetSource<typeof calls>,
): Promise<CallRow | Exclude<ReportOutcome, 'applied'>> {
  const inFlight = inArray(calls.status, [...IN_FLIGHT_CALL_STATUSES]);
  return writeNamedCall(
    ctx,
    report,
    async (which) => (await ctx.db.update(calls).set(change).where(and(which, inFlight)).returning())[0],
  );
}

/** A lead's booked callback is spent by the next call that reaches it, answered or not. */
const NO_CALLBACK = { callbackAt: null, callbackZone: null, callbackNote: null };

const reachedVoicemail = (report: CallReport) => !report.answered && report.endedReason === 'voicemail';

/**
 * The call's outcome as far as the report tells, written with the call (an answered one's depends on its job): a cold
 * call's final one comes when its lead is scored.
 */
const callOutcome = (report: CallReport): CallOutcome | SQL<CallOutcome> =>
  reachedVoicemail(report)
    ? 'voicemail'
    : !report.answered
      ? 'no-answer'
      : sql<CallOutcome>`case when ${calls.jobType} = 'reminder_calls' then 'reminded' else 'answered' end`;

const scoreOf = (report: CallReport): number => {
  const raw = report.structuredData?.leadScore ?? report.structuredData?.lead_score;
  const score = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(score) ? Math.max(0, Math.min(100, Math.round(score))) : 0;
};

/** The lead asked for a person: the job's event that says to whom the call went and how that went. */
function transferEvent(
  call: CallRow,
  jobType: 'cold_calling' | 'reminder_calls' | null,
  transfer: NonNullable<CallReport['transfer']>,
): JobEventInput {
  const text = transferText({ to_number: transfer.number, to_name: transfer.name, result: transfer.result });
  const then = transfer.result === 'returned' ? '; the assistant offered a callback' : '';
  return {
    jobId: call.jobId,
    jobType,
    type: 'call_transferred',
    message: `${call.companyName ?? 'The lead'} asked for a person. ${text}${then}.`,
    data: {
      callId: call.id,
      companyId: call.companyId,
      transferredTo: { number: transfer.number, name: transfer.name },
      result: transfer.result,
    },
  };
}

export async function applyCallReport(ctx: ServiceContext, report: CallReport): Promise<ReportOutcome> {
  const leadScore = scoreOf(report);
  // Someone who asked not to be called again is not a lead to score: the call ends as unqualified.
  const optsOut = askedNotToBeCalled(report);
  const endedAt = report.endedAt ? new Date(report.endedAt) : ctx.now;
  const call = await endCall(ctx, report, {
    callSid: report.providerCallId,
    status: 'completed',
    answered: report.answered,
    outcome: optsOut ? 'unqualified' : callOutcome(report),
    endedReason: report.endedReason,
    callTranscript: report.transcript,
    transcriptMessages: report.messages,
    callSummary: report.summary,
    analysis: report.structuredData,
    leadScore,
    callRecUrl: report.recordingUrl,
    costUsd: report.costUsd,
    durationSeconds: report.durationSeconds,
    endedAt: Number.isNaN(endedAt.getTime()) ? ctx.now : endedAt,
    transferredToNumber: report.transfer?.number ?? null,
    transferredToName: report.transfer?.name ?? null,
    transferResult: report.transfer?.result ?? null,
    updatedAt: ctx.now,
  });
  if (typeof call === 'string') return call;
  const outcome = call.outcome as CallOutcome;
  ctx.afterCommit(() => callOutcomes.inc({ outcome }));

  const who = call.companyName ?? 'the lead';
  let story = report.answered
    ? `${who} answered`
    : reachedVoicemail(report)
      ? `${who}'s voicemail answered${call.voicemailMessage ? '; the assistant left the message' : '; the assistant hung up'}`
      : `${who} did not answer (${report.endedReason})`;
  const settings = await engineSettings(ctx);
  const optedOut = optsOut ? phoneKey(call.companyPhone) : null;
  if (optedOut) story += `; asked not to be called again: ${optedOut} goes on the do-not-call list`;

  // Cold calls move the lead on; a reminder call only records that the lead was reached.
  if (call.companyId && call.jobType === 'cold_calling') {
    const leadId: number = call.companyId;
    // Only a lead this call still holds moves: someone may have set its status by hand meanwhile.
    const held = or(
      sql`${companies.claimedByJobId} is not distinct from ${call.jobId}`,
      like(companies.leadStatus, '%\\_IN\\_PROGRESS'),
    );
    // An opted-out or answered lead moves whatever it was, in one statement that is also the check that it is held.
    const moveHeld = async (change: PgUpdateSetSource<typeof companies>) =>
      (
        await ctx.db
          .update(companies)
          .set({ ...change, claimedAt: null, claimedByJobId: null, ...NO_CALLBACK, updatedAt: ctx.now })
          .where(and(eq(companies.id, leadId), held))
          .returning({ id: companies.id })
      ).length > 0;
    if (optedOut) {
      if (await moveHeld({ leadStatus: OPTED_OUT_STATUS, followUpDate: null, nextAttemptAt: null }))
        story += ` and the lead is ${OPTED_OUT_STATUS}`;
    } else if (report.answered) {
      if (await moveHeld({ leadStatus: 'LEAD_SCORE_PENDING' })) {
        await enqueue(ctx, QUEUES.scoreLead, { callId: call.id });
        story += '; scoring the call';
      }
    } else {
      // An unanswered one's next try depends on where it is and how often it was tried: read (and locked) first.
      const [lead] = await ctx.db
        .select()
        .from(companies)
        .where(and(eq(companies.id, leadId), held))
        .limit(1)
        .for('update');
      if (lead) {
        // A voicemail counts toward the attempts after which the lead is given up unless the settings say not.
        const counts = !reachedVoicemail(report) || settings.voicemail.countsAsAttempt;
        const attempts = lead.noAnswerCount + (counts ? 1 : 0);
        const givesUp = counts && attempts >= settings.maxNoAnswerAttempts;
        const followUp = nextAttemptAt(ctx.now, report.endedReason, lead, settings);
        await ctx.db
          .update(companies)
          .set({
            leadStatus: givesUp ? 'UNQUALIFIED' : 'NO_ANSWER',
            noAnswerCount: counts ? sql`${companies.noAnswerCount} + 1` : companies.noAnswerCount,
            followUpDate: givesUp ? null : followUp,
            nextAttemptAt: givesUp ? null : followUp,
            claimedAt: null,
            claimedByJobId: null,
            ...NO_CALLBACK,
            updatedAt: ctx.now,
          })
          .where(eq(companies.id, lead.id));
        story += givesUp
          ? `; no answer ${attempts} times, so no more calls (UNQUALIFIED)`
          : `; next try ${instantText(followUp, settings.timeZone)} (${counts ? `attempt ${attempts} of ${settings.maxNoAnswerAttempts}` : 'not counted as an attempt'})`;
      }
    }
  }
  const jobType = (call.jobType as 'cold_calling' | 'reminder_calls' | null) ?? null;
  // One insert for the call's events.
  await recordJobEvents(ctx, [
    ...(report.transfer ? [transferEvent(call, jobType, report.transfer)] : []),
    {
      jobId: call.jobId,
      jobType,
      type: 'call_completed',
      message: `${story}.`,
      data: {
        callId: call.id,
        companyId: call.companyId,
        endedReason: report.endedReason,
        answered: report.answered,
        durationSeconds: report.durationSeconds,
        leadScore,
      },
    },
  ]);
  // The do-not-call list's lock comes before the job's row (dial-guard.ts); a pause locks the row (waiting for a
  // dispatch round to end); counting the call updates it last, so the row every report of the campaign updates
  // stays locked only until the commit.
  if (optedOut) await listOptOut(ctx, call);
  if (call.callerId) {
    await countCallerIdOutcome(
      ctx,
      { callerId: call.callerId, createdAt: call.createdAt },
      report,
      settings.timeZone,
    );
    // Only an unanswered call can lower its number's answer rate.
    if (!report.answered) await checkCallerIdHealth(ctx, call, settings);
  }
  if (call.jobId) {
    if (mayTipAutoPause({ status: 'completed', answered: report.answered, endedReason: report.endedReason }))
      await checkAutoPause(ctx, call.jobId, settings);
    // A call slot is free: the dispatcher fills it now rather than at its next tick.
    await enqueue(ctx, QUEUES.dispatch, { jobId: call.jobId }, { singletonKey: call.jobId });
    await countCallFinished(ctx, call.jobId, report.answered ? 'answered' : 'unanswered', 1, report.costUsd);
  }
  return 'applied';
}
