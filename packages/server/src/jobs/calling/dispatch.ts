// The dispatcher of a calling job: each round (after a call ends, and every few seconds as a safety net) it locks
// the job, checks its timer and the calling hours, fills the free call slots with claimed leads (cold calling) or
// today's appointments (reminder calls), and places the calls. With the simulated provider the calls are placed in
// the same transaction as the claim; a live provider is called after the claim commits, each call re-checking that
// its job still runs, so a Stop that has answered is never followed by a new call.
import { endOfSentence, instantText } from '@callops/contracts/core';
import { JOB_TYPE_LABELS } from '@callops/contracts/jobs';
import { onDutyAt } from '@callops/contracts/settings';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../../context/actor';
import type { AppServices } from '../../context/app-services';
import { inTransaction } from '../../context/in-transaction';
import { createServiceContext, type ServiceContext } from '../../context/service-context';
import { appointments, calls, companies, type JobRow, jobs } from '../../db/schema';
import { callsPlaced, complianceSkips } from '../../metrics/series';
import { leadLocation } from '../../modules/compliance/callee-location';
import {
  dialBlocked,
  holdListForDialing,
  listedNumbers,
  ON_THE_LIST,
} from '../../modules/compliance/dial-guard';
import { locateLeads } from '../../modules/compliance/lead-eligibility';
import { type JobEventInput, recordJobEvent, recordJobEvents } from '../../modules/jobs/job-events';
import {
  bumpJobCounter,
  changeCallsInFlight,
  countCallsPlaced,
  finishJob,
  holdJobForRound,
  isCurrent,
  patchJobMetadata,
  updateJob,
} from '../../modules/jobs/job-store';
import { ProviderError } from '../../providers/provider-error';
import { voiceProvider } from '../../providers/providers';
import type {
  PlaceCallRequest,
  SimulatedVoiceProvider,
  TransferTarget,
  VoiceProvider,
} from '../../providers/vapi/voice-provider';
import { enqueue, secondsUntil } from '../../queue/enqueue';
import { type EngineSettings, engineSettings } from '../../settings/live-settings';
import { inSpan } from '../../tracing/trace-context';
import { callingWindow } from '../calling-window';
import { checkAutoPause } from '../compliance/auto-pause';
import { budgetRoom, daySpend } from '../compliance/daily-budget';
import { pauseJob } from '../job-lifecycle';
import { QUEUES } from '../queues';
import {
  type HeldPool,
  holdPoolForRound,
  POOL_EXHAUSTED,
  pickCallerId,
  poolReopensAt,
  poolRoom,
  savePoolUse,
} from './caller-id-claim';
import {
  businessDay,
  type ClaimedAppointment,
  type ClaimedLead,
  claimAppointments,
  claimLeads,
  countWaitingLeads,
} from './lead-claims';
import { reminderCallTiming } from './reminder-call-timing';
import { voicemailMessage } from './voicemail-message';

/** How often a running job's dispatcher looks again when nothing else wakes it. */
const TICK_SECONDS = 5;
/** Leads whose location a round works out before it claims (the maintenance job does the rest). */
const LOCATE_PER_ROUND = 500;

type CallRow = typeof calls.$inferSelect;

async function scheduleTick(ctx: ServiceContext, jobId: string, when: Date): Promise<void> {
  await enqueue(
    ctx,
    QUEUES.dispatchTick,
    { jobId },
    { startAfter: secondsUntil(ctx, when), singletonKey: jobId },
  );
}

/** Whoever is on duty as the call is placed, for the assistant to transfer to when the lead asks for a person. */
export function transferTarget(settings: EngineSettings, now: Date): TransferTarget | null {
  const person = onDutyAt(settings.transfer.roster, now, settings.timeZone);
  return person
    ? {
        ...person,
        answerTimeoutSeconds: settings.transfer.answerTimeoutSeconds,
        mode: settings.transfer.mode,
      }
    : null;
}

function callRequest(
  call: CallRow,
  claim: ClaimedLead | ClaimedAppointment,
  settings: EngineSettings,
  transfer: TransferTarget | null,
): PlaceCallRequest {
  return claim.kind === 'lead'
    ? {
        callId: call.id,
        kind: 'cold_call',
        phoneNumberId: call.callerId,
        phone: claim.phone,
        leadName: null,
        companyName: claim.name,
        firstMessage: call.firstMessage ?? '',
        voicemailMessage: call.voicemailMessage,
        instructions: settings.assistantInstructions,
        service: claim.service,
        transfer,
        calleeClock: {
          zone: leadLocation(claim.phone, null).zones[0] ?? settings.regionZones[0] ?? settings.timeZone,
          at: call.createdAt,
        },
      }
    : {
        callId: call.id,
        kind: 'reminder_call',
        phoneNumberId: call.callerId,
        phone: claim.phone,
        leadName: claim.leadName,
        companyName: claim.companyName ?? '',
        firstMessage: call.firstMessage ?? '',
        voicemailMessage: null,
        instructions: settings.assistantInstructions,
        service: claim.service,
        appointmentAt: claim.appointmentAt,
        transfer,
      };
}

/** One round of one job. Returns the calls a live provider still has to place (after the claim commits). */
async function dispatchRound(
  ctx: ServiceContext,
  job: JobRow,
  settings: EngineSettings,
): Promise<{ voice: VoiceProvider; calls: { call: CallRow; request: PlaceCallRequest }[] } | null> {
  const label = JOB_TYPE_LABELS[job.type];
  const zone = settings.timeZone;
  if (job.endsAt && job.endsAt.getTime() <= ctx.now.getTime()) {
    await finishJob(ctx, job, 'stopped', `Stopped by its timer after ${job.durationMinutes} minutes.`);
    return null;
  }
  const window = callingWindow(ctx.now, zone, settings.callingHours);
  if (!window.open) {
    const opensAt = window.opensAt ?? new Date(ctx.now.getTime() + 60_000);
    if (job.status === 'running') {
      await updateJob(ctx, job.id, { status: 'pending' });
      await recordJobEvent(ctx, {
        jobId: job.id,
        jobType: job.type,
        type: 'waiting',
        message: `Outside the calling hours (${settings.callingHours.start}–${settings.callingHours.end} ${zone}): no call placed; waiting until ${endOfSentence(instantText(opensAt, zone))}`,
        data: { opensAt: opensAt.toISOString() },
      });
    }
    await scheduleTick(ctx, job.id, opensAt);
    return null;
  }
  if (job.status === 'pending') {
    await updateJob(ctx, job.id, { status: 'running' });
    await recordJobEvent(ctx, {
      jobId: job.id,
      jobType: job.type,
      type: 'calling_hours_open',
      message: `The calling hours have begun: ${label.toLowerCase()} goes ahead.`,
    });
  }

  const inFlight = job.callsInFlight;
  let free = settings.maxConcurrentCalls - inFlight;
  if (free > 0 && job.type === 'cold_calling' && settings.dailyBudgetUsd > 0) {
    const budget = budgetRoom(settings.dailyBudgetUsd, await daySpend(ctx, job.id, inFlight, settings));
    if (budget.pause) {
      await pauseJob(ctx, job.id, { ...budget.pause, at: ctx.now.toISOString() });
      return null;
    }
    if (budget.calls !== null) free = Math.min(free, budget.calls);
  }
  // The caller-ID pool's counters of the day, locked for the round: no more calls than its numbers have room for.
  const pool = free > 0 ? await holdPoolForRound(ctx, settings) : null;
  if (pool) {
    const room = poolRoom(pool);
    if (room === 0) {
      await waitForPool(ctx, job, pool, settings);
      return null;
    }
    free = Math.min(free, room);
    if (job.metadata.poolExhausted) await patchJobMetadata(ctx, job.id, { poolExhausted: null });
  }
  if (free > 0 && job.type === 'cold_calling') await locateLeads(ctx, LOCATE_PER_ROUND);
  const claimed: (ClaimedLead | ClaimedAppointment)[] =
    free <= 0
      ? []
      : job.type === 'cold_calling'
        ? await claimLeads(ctx, job.id, free, settings)
        : await claimAppointments(ctx, job.id, free, zone, [
            ...skippedAppointmentsOf(job),
            ...stillWaiting(job, ctx.now),
          ]);
  if (claimed.length === 0 && inFlight === 0) {
    if (job.type === 'cold_calling' && (await waitForCallees(ctx, job, settings))) return null;
    if (job.type === 'reminder_calls' && (await waitForAppointments(ctx, job))) return null;
    const counts = (job.metadata.counts ?? {}) as Record<string, number>;
    await finishJob(
      ctx,
      job,
      'completed',
      `Nothing left to call: ${job.progressCurrent} calls finished (${counts.answered ?? 0} answered, ${counts.booked ?? 0} booked).`,
      { counts },
    );
    return null;
  }
  await scheduleTick(ctx, job.id, new Date(ctx.now.getTime() + TICK_SECONDS * 1000));
  if (claimed.length === 0) return null;

  const voice = await voiceProvider(ctx, settings);
  // Immediately before the dials: one look at the do-not-call list for every number of the round.
  const listed = await listedNumbers(
    ctx,
    claimed.map((claim) => claim.phone),
  );
  const callable: (ClaimedLead | ClaimedAppointment)[] = [];
  const skipped: number[] = [];
  const waiting: Record<string, string> = {};
  const callerIds = new Map<ClaimedLead | ClaimedAppointment, string>();
  for (const claim of claimed) {
    const timing =
      claim.kind === 'appointment' && !listed.has(claim.phone)
        ? reminderCallTiming(
            ctx.now,
            claim.appointmentAt,
            leadLocation(claim.phone, null),
            settings.callingWindows,
            settings.regionZones,
          )
        : null;
    if (timing?.kind === 'wait' && claim.kind === 'appointment') {
      // Kept for the callee's hours: claimed again once they open.
      await holdAppointment(ctx, job, claim, timing.until, settings.timeZone);
      waiting[claim.appointmentId] = timing.until.toISOString();
      continue;
    }
    const blocked = listed.has(claim.phone)
      ? ON_THE_LIST
      : timing?.kind === 'too-late'
        ? "the appointment begins before the callee's calling hours open"
        : null;
    const callerId = blocked || !pool ? null : pickCallerId(pool, claim.phone);
    if (!blocked && (!pool || callerId)) {
      if (callerId) callerIds.set(claim, callerId.phoneNumberId);
      callable.push(claim);
      continue;
    }
    await releaseClaim(ctx, job, claim, blocked ?? POOL_EXHAUSTED);
    if (claim.kind === 'appointment' && blocked) skipped.push(claim.appointmentId);
  }
  if (pool) await savePoolUse(ctx, pool);
  // One insert for the round's calls: PostgreSQL returns a multi-row insert's rows in the order given.
  const rows =
    callable.length === 0
      ? []
      : await ctx.db
          .insert(calls)
          .values(
            callable.map((claim) =>
              newCall(ctx, job, claim, voice.mode, settings, callerIds.get(claim) ?? null),
            ),
          )
          .returning();
  const transfer = transferTarget(settings, ctx.now);
  const placed = rows.map((call, i) => ({
    call,
    request: callRequest(call, callable[i] as ClaimedLead | ClaimedAppointment, settings, transfer),
  }));
  if (voice.mode === 'simulated')
    await inSpan('calls placed', () => placeSimulatedCalls(ctx, voice, job, placed));
  // The job's row last: the reports of its calls update it too, and wait only until this round commits.
  if (skipped.length > 0) {
    // Not called by this job (on the list, or too late today).
    await patchJobMetadata(ctx, job.id, { skippedAppointments: [...skippedAppointmentsOf(job), ...skipped] });
  }
  if (Object.keys(waiting).length > 0) {
    await patchJobMetadata(ctx, job.id, {
      waitingAppointments: { ...waitingAppointmentsOf(job), ...waiting },
    });
  }
  if (voice.mode === 'simulated') {
    await countCallsPlaced(ctx, job.id, placed.length);
    return null;
  }
  await changeCallsInFlight(ctx, job.id, placed.length);
  return { voice, calls: placed };
}

/** The calls row of a claimed call, not yet handed to the provider. */
function newCall(
  ctx: ServiceContext,
  job: JobRow,
  claim: ClaimedLead | ClaimedAppointment,
  mode: VoiceProvider['mode'],
  settings: EngineSettings,
  callerId: string | null,
): typeof calls.$inferInsert {
  const firstMessage = claim.kind === 'lead' ? settings.coldCallFirstMessage : settings.reminderFirstMessage;
  return {
    companyId: claim.companyId,
    appointmentId: claim.kind === 'appointment' ? claim.appointmentId : null,
    jobId: job.id,
    jobType: job.type,
    status: 'dialing',
    provider: mode === 'live' ? 'vapi' : 'simulated',
    leadStatusBefore: claim.kind === 'lead' ? claim.statusBefore : null,
    // A cold call's lead is the company: its name is the lead's, so every list names the call's lead.
    leadName: claim.kind === 'appointment' ? claim.leadName : claim.name,
    leadEmail: claim.kind === 'appointment' ? claim.leadEmail : claim.email,
    companyName: claim.kind === 'lead' ? claim.name : claim.companyName,
    companyPhone: claim.phone,
    // The notice opens every call, whatever the first message says; the row keeps that it was given.
    firstMessage: `${settings.callDisclosure} ${firstMessage}`,
    disclosure: settings.callDisclosure,
    // What the call leaves at an answering machine (cold calls, by the voicemail policy): kept as it was sent.
    voicemailMessage:
      claim.kind === 'lead' ? voicemailMessage(settings, { leadName: null, companyName: claim.name }) : null,
    // The pool number it goes out from (null: no pool, the provider's default number).
    callerId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/**
 * Queuing the simulated calls is part of the round's transaction: the claims and the calls exist together or not at
 * all. A few statements for the whole round, whatever its number of calls.
 */
async function placeSimulatedCalls(
  ctx: ServiceContext,
  voice: SimulatedVoiceProvider,
  job: JobRow,
  placed: readonly { call: CallRow; request: PlaceCallRequest }[],
): Promise<void> {
  if (placed.length === 0) return;
  const results = await voice.placeCalls(placed.map(({ request }) => request));
  ctx.afterCommit(() => callsPlaced.inc({ provider: 'simulated' }, placed.length));
  const queued = placed.map(({ call }, i) => ({
    id: call.id,
    sid: results[i]?.providerCallId,
    listen: results[i]?.monitor?.listenUrl ?? null,
  }));
  await ctx.db.execute(sql`
    update calls c set call_sid = v.sid, monitor_listen_url = v.listen, status = 'queued',
      updated_at = ${ctx.now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(queued)}::jsonb) as v(id int, sid text, listen text)
    where c.id = v.id`);
  await recordJobEvents(
    ctx,
    placed.map(({ call }, i) => callPlacedEvent(job, call, results[i]?.providerCallId as string)),
  );
}

/** Leads a round works out at most when it found no one to call (before deciding the campaign is over). */
const LOCATE_WHEN_IDLE = 5_000;
/** How often a campaign waiting for its leads' hours looks again. */
const WAIT_TICK_SECONDS = 60;

/**
 * Nobody may be called now: a campaign with a timer waits (until its timer ends) while due leads wait for their own
 * hours, a retry delay or the attempt caps; leads whose location is still to be worked out are worked out first.
 * False when nothing is left to wait for: the campaign is over.
 */
async function waitForCallees(ctx: ServiceContext, job: JobRow, settings: EngineSettings): Promise<boolean> {
  if ((await locateLeads(ctx, LOCATE_WHEN_IDLE)) > 0) {
    await scheduleTick(ctx, job.id, ctx.now);
    return true;
  }
  if (!job.endsAt) return false;
  const waiting = await countWaitingLeads(ctx, job.id, settings);
  if (waiting === 0) return false;
  if (job.metadata.waitingLeads !== waiting) {
    await patchJobMetadata(ctx, job.id, { waitingLeads: waiting });
    await recordJobEvent(ctx, {
      jobId: job.id,
      jobType: job.type,
      type: 'waiting',
      message: `No lead may be called now: ${waiting} wait for their own calling hours, a retry delay or the attempt caps; the job waits until its timer ends at ${endOfSentence(instantText(job.endsAt, settings.timeZone))}`,
      data: { waiting },
    });
  }
  await scheduleTick(ctx, job.id, new Date(ctx.now.getTime() + WAIT_TICK_SECONDS * 1000));
  return true;
}

/**
 * Every pool number is at its daily cap or resting: the job places no call and waits until the pool has room again
 * (the next business day, or the end of a rest), or until its timer ends; the events say so once.
 */
async function waitForPool(ctx: ServiceContext, job: JobRow, pool: HeldPool, settings: EngineSettings) {
  const reopens = poolReopensAt(pool, businessDay(ctx.now, settings.timeZone).end);
  const wake = job.endsAt && job.endsAt < reopens ? job.endsAt : reopens;
  if (job.metadata.poolExhausted !== reopens.toISOString()) {
    await patchJobMetadata(ctx, job.id, { poolExhausted: reopens.toISOString() });
    await recordJobEvent(ctx, {
      jobId: job.id,
      jobType: job.type,
      type: 'waiting',
      message: `No call placed: ${POOL_EXHAUSTED} (every number at its daily cap or resting); leads are skipped until ${endOfSentence(instantText(reopens, settings.timeZone))}`,
      data: { reason: POOL_EXHAUSTED, until: reopens.toISOString() },
    });
  }
  await scheduleTick(ctx, job.id, wake);
}

/** The appointments a reminder-call job passed over (on the list, too late): it does not claim them again. */
const skippedAppointmentsOf = (job: JobRow): number[] =>
  Array.isArray(job.metadata.skippedAppointments) ? (job.metadata.skippedAppointments as number[]) : [];

/** The appointments a reminder-call job keeps for their callees' hours: id → when those open. */
const waitingAppointmentsOf = (job: JobRow): Record<string, string> =>
  (job.metadata.waitingAppointments ?? {}) as Record<string, string>;

/** The waiting appointments whose callees' hours have not opened yet: not claimed this round. */
const stillWaiting = (job: JobRow, now: Date): number[] =>
  Object.entries(waitingAppointmentsOf(job))
    .filter(([, until]) => new Date(until) > now)
    .map(([id]) => Number(id));

/**
 * A reminder-call job with nothing to call now keeps running while an appointment waits for its callee's hours:
 * it wakes when the first of them opens.
 */
async function waitForAppointments(ctx: ServiceContext, job: JobRow): Promise<boolean> {
  const opens = Object.values(waitingAppointmentsOf(job))
    .map((until) => new Date(until))
    .filter((until) => until > ctx.now)
    .sort((a, b) => a.getTime() - b.getTime());
  if (opens.length === 0) return false;
  await scheduleTick(ctx, job.id, opens[0] as Date);
  return true;
}

/** An appointment claimed before its callee's hours: it goes back unclaimed, and the job says when it will call. */
async function holdAppointment(
  ctx: ServiceContext,
  job: JobRow,
  claim: ClaimedAppointment,
  until: Date,
  zone: string,
): Promise<void> {
  await ctx.db
    .update(appointments)
    .set({ callFollowupDatetime: null, updatedAt: ctx.now })
    .where(eq(appointments.id, claim.appointmentId));
  if (waitingAppointmentsOf(job)[claim.appointmentId]) return;
  const who = claim.leadName ?? claim.companyName ?? 'an appointment';
  await recordJobEvent(ctx, {
    jobId: job.id,
    jobType: job.type,
    type: 'waiting',
    message: `Calling ${who} at ${claim.phone} once their calling hours open, at ${endOfSentence(instantText(until, zone, 'time'))}`,
    data: { appointmentId: claim.appointmentId, until: until.toISOString() },
  });
}

/** The reason a claimed call was not placed, as a bounded /metrics label. */
const skipReason = (reason: string) =>
  reason === ON_THE_LIST
    ? 'do_not_call'
    : reason === POOL_EXHAUSTED
      ? 'caller_id_pool'
      : 'outside_callee_hours';

/** A claimed lead or appointment that may not be called: it goes back as it was, and the job's events say why. */
async function releaseClaim(
  ctx: ServiceContext,
  job: JobRow,
  claim: ClaimedLead | ClaimedAppointment,
  reason: string,
): Promise<void> {
  if (claim.kind === 'lead') {
    await ctx.db
      .update(companies)
      .set({ leadStatus: claim.statusBefore, claimedAt: null, claimedByJobId: null, updatedAt: ctx.now })
      .where(eq(companies.id, claim.companyId));
  } else {
    // Not called today after all.
    await ctx.db
      .update(appointments)
      .set({ callFollowupDatetime: null, updatedAt: ctx.now })
      .where(eq(appointments.id, claim.appointmentId));
  }
  const who = claim.kind === 'lead' ? claim.name : (claim.leadName ?? claim.companyName ?? 'an appointment');
  ctx.afterCommit(() => complianceSkips.inc({ reason: skipReason(reason) }));
  await recordJobEvent(ctx, {
    jobId: job.id,
    jobType: job.type,
    type: 'call_skipped',
    message: `Not calling ${who} at ${claim.phone}: ${reason}.`,
    data: { companyId: claim.companyId, reason },
  });
}

function callPlacedEvent(job: JobRow, call: CallRow, providerCallId: string): JobEventInput {
  return {
    jobId: job.id,
    jobType: job.type,
    type: 'call_placed',
    message: `Calling ${call.companyName ?? 'a lead'} at ${call.companyPhone}.`,
    data: { callId: call.id, companyId: call.companyId, appointmentId: call.appointmentId, providerCallId },
  };
}

/** A claimed call not placed after all (its number went on the list since the claim): the lead goes back. */
async function cancelBlockedCall(ctx: ServiceContext, job: JobRow, call: CallRow, reason: string) {
  const [cancelled] = await ctx.db
    .update(calls)
    .set({ status: 'cancelled', endedReason: reason, updatedAt: ctx.now })
    .where(and(eq(calls.id, call.id), eq(calls.status, 'dialing')))
    .returning({ id: calls.id });
  if (!cancelled) return;
  ctx.afterCommit(() => complianceSkips.inc({ reason: skipReason(reason) }));
  await changeCallsInFlight(ctx, job.id, -1);
  if (call.companyId && call.leadStatusBefore) {
    await ctx.db
      .update(companies)
      .set({ leadStatus: call.leadStatusBefore, claimedAt: null, claimedByJobId: null, updatedAt: ctx.now })
      .where(and(eq(companies.id, call.companyId), eq(companies.claimedByJobId, job.id)));
  }
  await recordJobEvent(ctx, {
    jobId: job.id,
    jobType: job.type,
    type: 'call_skipped',
    message: `Not calling ${call.companyName ?? 'a lead'} at ${call.companyPhone}: ${reason}.`,
    data: { callId: call.id, companyId: call.companyId, reason },
  });
}

/** Places one claimed call with a live provider, unless its job has ended since the claim. */
async function placeLiveCall(
  ctx: ServiceContext,
  voice: VoiceProvider,
  job: JobRow,
  call: CallRow,
  request: PlaceCallRequest,
): Promise<void> {
  const go = await inTransaction(ctx, async (tx) => {
    // The list before the job's row: the lock order of every transaction that takes both (dial-guard.ts).
    const blocked = await dialBlocked(tx, call.companyPhone ?? '');
    const [live] = await tx.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.id, job.id), inArray(jobs.status, ['running', 'pending'])))
      .for('share');
    if (!live) return false;
    if (blocked) {
      await cancelBlockedCall(tx, job, call, blocked);
      return false;
    }
    const marked = await tx.db
      .update(calls)
      .set({ status: 'placing', updatedAt: tx.now })
      .where(and(eq(calls.id, call.id), eq(calls.status, 'dialing')))
      .returning({ id: calls.id });
    return marked.length === 1;
  });
  if (!go) return;
  try {
    const result = await inSpan('calls placed', () => voice.placeCall(request));
    await inTransaction(ctx, async (tx) => {
      // The call's report may have come before this answer (it finds the call by the id it carries): a call that
      // has ended meanwhile stays ended.
      await tx.db
        .update(calls)
        .set({
          callSid: result.providerCallId,
          monitorListenUrl: result.monitor?.listenUrl ?? null,
          monitorControlUrl: result.monitor?.controlUrl ?? null,
          status: sql`case when ${calls.status} = 'placing' then 'queued' else ${calls.status} end`,
          updatedAt: tx.now,
        })
        .where(eq(calls.id, call.id));
      await recordJobEvent(tx, callPlacedEvent(job, call, result.providerCallId));
      await bumpJobCounter(tx, job.id, 'placed');
      tx.afterCommit(() => callsPlaced.inc({ provider: 'vapi' }));
    });
  } catch (error) {
    const reason = error instanceof ProviderError ? error.message : 'the voice provider failed';
    await inTransaction(ctx, async (tx) => {
      await tx.db
        .update(calls)
        .set({ status: 'failed', endedReason: reason, endedAt: tx.now, updatedAt: tx.now })
        .where(eq(calls.id, call.id));
      // The provider refused the call: the lead was not called and goes back to where it was.
      if (call.companyId && call.leadStatusBefore) {
        await tx.db
          .update(companies)
          .set({
            leadStatus: call.leadStatusBefore,
            claimedAt: null,
            claimedByJobId: null,
            updatedAt: tx.now,
          })
          .where(and(eq(companies.id, call.companyId), eq(companies.claimedByJobId, job.id)));
      }
      await bumpJobCounter(tx, job.id, 'failed');
      await changeCallsInFlight(tx, job.id, -1);
      await recordJobEvent(tx, {
        jobId: job.id,
        jobType: job.type,
        type: 'call_failed',
        message: `Could not call ${call.companyName ?? 'a lead'}: ${reason}.`,
        data: { callId: call.id, retryable: error instanceof ProviderError && error.retryable },
      });
      await checkAutoPause(tx, job.id, await engineSettings(tx));
    });
  }
}

const engineContext = (app: AppServices) =>
  createServiceContext(app, { actor: SYSTEM_ACTOR, log: app.logger.child({ service: 'jobs' }) });

/** The calls a round claimed for a live provider, to be placed once the claim has committed. */
export type ClaimedRound = NonNullable<Awaited<ReturnType<typeof claimRound>>>;

/** A round's claim, in one transaction: with the simulated provider its calls are placed in it too. */
export async function claimRound(app: AppServices, jobId: string) {
  const ctx = engineContext(app);
  const settings = await engineSettings(ctx);
  return inTransaction(ctx, async (tx) => {
    // The do-not-call list before the job's row (dial-guard.ts): held for the round's dials.
    await holdListForDialing(tx);
    const job = await holdJobForRound(tx, jobId);
    // A paused campaign places nothing until it is resumed.
    if (!job || !isCurrent(job) || job.status === 'paused') return null;
    const round = await dispatchRound(tx, job, settings);
    return round ? { job, ...round } : null;
  });
}

/** Places a round's claimed calls with the live provider, each checked once more right before it is dialed. */
export async function placeClaimed(app: AppServices, round: ClaimedRound): Promise<void> {
  const ctx = engineContext(app);
  await Promise.all(
    round.calls.map(({ call, request }) => placeLiveCall(ctx, round.voice, round.job, call, request)),
  );
}

/** The `callops-dispatch` worker: one round for the job. */
export async function dispatchJob(app: AppServices, jobId: string): Promise<void> {
  const round = await claimRound(app, jobId);
  if (round) await placeClaimed(app, round);
}
