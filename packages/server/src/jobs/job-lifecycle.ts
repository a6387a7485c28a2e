// Starting, stopping and cancelling jobs. A job is a row in `jobs`; what it does runs on pg-boss workers
// (job-workers.ts). Every change here happens in the caller's transaction, including the queued work, so a start
// that fails leaves neither a row nor a stray worker job behind.

import { randomUUID } from 'node:crypto';
import type { CampaignPause } from '@callops/contracts/compliance';
import { endOfSentence, instantText } from '@callops/contracts/core';
import {
  CURRENT_JOB_STATUSES,
  type CurrentJobStatus,
  JOB_TYPE_LABELS,
  type JobType,
  REMINDER_CHANNELS,
} from '@callops/contracts/jobs';
import { and, eq, inArray } from 'drizzle-orm';
import type { EndedJobs, StartOptions } from '../context/engine-port';
import type { ServiceContext } from '../context/service-context';
import { calls, companies, type JobRow, jobs } from '../db/schema';
import { conflict, notFound } from '../errors';
import { recordJobEvent } from '../modules/jobs/job-events';
import {
  changeCallsInFlight,
  currentJobOfType,
  finishJob,
  isCurrent,
  lockJob,
  updateJob,
} from '../modules/jobs/job-store';
import { countReminderTargets } from '../modules/notifications/send-reminders';
import { enqueue, secondsUntil } from '../queue/enqueue';
import { engineSettings } from '../settings/live-settings';
import { countDueAppointments, countEligibleLeads } from './calling/lead-claims';
import { callingWindow } from './calling-window';
import { QUEUES } from './queues';

export const CALLING_JOBS: readonly JobType[] = ['cold_calling', 'reminder_calls'];

/** Starts a job of `type`; 409 while one of that type is running or queued. */
export async function startJob(
  ctx: ServiceContext,
  type: JobType,
  options: StartOptions = {},
): Promise<JobRow> {
  const label = JOB_TYPE_LABELS[type];
  const running = await currentJobOfType(ctx, type);
  if (running) throw conflict(`${label} is already running (job ${running.id}): stop it first`);

  const settings = await engineSettings(ctx);
  const calling = CALLING_JOBS.includes(type);
  const durationMinutes = options.durationMinutes ?? (calling ? settings.jobDurationMinutes : null);
  const endsAt = durationMinutes ? new Date(ctx.now.getTime() + durationMinutes * 60_000) : null;
  const window = calling ? callingWindow(ctx.now, settings.timeZone, settings.callingHours) : null;
  const id = randomUUID();
  const total =
    type === 'cold_calling'
      ? await countEligibleLeads(ctx, id, settings.timeZone)
      : type === 'reminder_calls'
        ? await countDueAppointments(ctx, id, settings.timeZone)
        : type === 'send_reminders'
          ? await countReminderTargets(ctx, settings.timeZone)
          : 0;
  const channels = type === 'send_reminders' ? [...(options.channels ?? REMINDER_CHANNELS)] : undefined;
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      id,
      type,
      status: window && !window.open ? 'pending' : 'running',
      progressTotal: total,
      startedAt: ctx.now,
      durationMinutes,
      endsAt,
      metadata: {
        startedBy: ctx.actor.username,
        ...(channels ? { channels } : {}),
        ...(calling ? { maxConcurrentCalls: settings.maxConcurrentCalls } : {}),
      },
      createdBy: ctx.actor.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const job = row as JobRow;

  const parts = [`${label} started by ${ctx.actor.username}`];
  if (type === 'cold_calling')
    parts.push(`${total} leads to call, up to ${settings.maxConcurrentCalls} at a time`);
  if (type === 'reminder_calls') parts.push(`${total} of today's appointments to call`);
  if (type === 'send_reminders') parts.push(`${total} appointments to remind by ${channels?.join(' and ')}`);
  if (durationMinutes) parts.push(`stops by itself after ${durationMinutes} minutes`);
  await recordJobEvent(ctx, {
    jobId: id,
    jobType: type,
    type: 'started',
    message: `${parts.join('; ')}.`,
    data: { total, durationMinutes, channels },
  });
  if (window && !window.open && window.opensAt) {
    await recordJobEvent(ctx, {
      jobId: id,
      jobType: type,
      type: 'waiting',
      message: `Outside the calling hours (${settings.callingHours.start}–${settings.callingHours.end} ${settings.timeZone}): no call placed; waiting until ${endOfSentence(instantText(window.opensAt, settings.timeZone))}`,
      data: { opensAt: window.opensAt.toISOString() },
    });
  }
  if (calling) await enqueue(ctx, QUEUES.dispatch, { jobId: id }, { singletonKey: id });
  else await enqueue(ctx, QUEUES.runJob, { jobId: id });
  if (endsAt) await enqueue(ctx, QUEUES.jobTimer, { jobId: id }, { startAfter: secondsUntil(ctx, endsAt) });
  return job;
}

/**
 * Calls claimed but not yet handed to the provider are not placed: their leads go back to where they were. Calls
 * the provider has are left to end; their reports still arrive and count.
 */
async function releaseUnplacedCalls(ctx: ServiceContext, jobId: string): Promise<number> {
  const released = await ctx.db
    .update(calls)
    .set({ status: 'cancelled', endedReason: 'job stopped before the call was placed', updatedAt: ctx.now })
    .where(and(eq(calls.jobId, jobId), eq(calls.status, 'dialing')))
    .returning({ companyId: calls.companyId, before: calls.leadStatusBefore });
  await changeCallsInFlight(ctx, jobId, -released.length);
  for (const call of released) {
    if (call.companyId && call.before) {
      await ctx.db
        .update(companies)
        .set({ leadStatus: call.before, claimedAt: null, claimedByJobId: null, updatedAt: ctx.now })
        .where(and(eq(companies.id, call.companyId), eq(companies.claimedByJobId, jobId)));
    }
  }
  return released.length;
}

/** Stop (no new calls; the ones under way finish) or cancel (also a queued job) one job. */
export async function endJob(
  ctx: ServiceContext,
  jobId: string,
  how: 'stopped' | 'cancelled',
  reason?: string,
): Promise<JobRow> {
  const job = await lockJob(ctx, jobId);
  if (!job) throw notFound(`Job ${jobId} not found`);
  if (!isCurrent(job))
    throw conflict(`Job ${jobId} is ${job.status}: only a running or queued job can be ${how}`);
  const released = await releaseUnplacedCalls(ctx, jobId);
  const verb = how === 'stopped' ? 'Stopped' : 'Cancelled';
  return finishJob(ctx, job, how, `${verb} ${reason ?? `by ${ctx.actor.username}`}.`, {
    releasedCalls: released,
  });
}

/**
 * Every current job, optionally of one type, each locked in turn and ended: running, waiting to start (pending) and
 * paused alike, so a stop leaves nothing armed. Says how many of each state it ended.
 */
export async function endJobs(
  ctx: ServiceContext,
  how: 'stopped' | 'cancelled',
  filter: { type?: JobType } = {},
): Promise<EndedJobs> {
  const current = await ctx.db
    .select({ id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, [...CURRENT_JOB_STATUSES]),
        filter.type ? eq(jobs.type, filter.type) : undefined,
      ),
    )
    .orderBy(jobs.createdAt);
  const ended: EndedJobs = { jobs: [], counts: { running: 0, pending: 0, paused: 0 } };
  for (const { id } of current) {
    // The state as the lock found it: another stop may have ended the job since the list was read.
    const job = await lockJob(ctx, id);
    if (!job || !isCurrent(job)) continue;
    ended.counts[job.status as CurrentJobStatus] += 1;
    ended.jobs.push(await endJob(ctx, id, how));
  }
  return ended;
}

/** The timer of a job ran out. */
export async function expireJob(ctx: ServiceContext, jobId: string): Promise<void> {
  const job = await lockJob(ctx, jobId);
  if (!job || !isCurrent(job) || !job.endsAt) return;
  if (job.endsAt.getTime() > ctx.now.getTime()) {
    // Woken early (the queue's clock ran ahead of the app's): look again when the timer is really due.
    await enqueue(ctx, QUEUES.jobTimer, { jobId }, { startAfter: secondsUntil(ctx, job.endsAt) });
    return;
  }
  await releaseUnplacedCalls(ctx, jobId);
  await finishJob(ctx, job, 'stopped', `Stopped by its timer after ${job.durationMinutes} minutes.`);
}

/**
 * A campaign pauses itself: no call is placed until it is resumed (claimed calls not yet placed go back), the admin
 * phones get an SMS, and its metadata keeps why for the Job Manager.
 */
export async function pauseJob(ctx: ServiceContext, jobId: string, pause: CampaignPause): Promise<void> {
  const job = await lockJob(ctx, jobId);
  if (job?.status !== 'running') return;
  const released = await releaseUnplacedCalls(ctx, jobId);
  await updateJob(ctx, jobId, { status: 'paused', metadata: { ...job.metadata, pause } });
  const label = JOB_TYPE_LABELS[job.type];
  const next =
    pause.reason === 'budget'
      ? 'Raise campaign_daily_budget_usd, or Resume on a later day'
      : 'Check the provider, then Resume';
  const message = `${label} paused itself: ${pause.message}. ${next}.`;
  await recordJobEvent(ctx, {
    jobId,
    jobType: job.type,
    type: 'paused',
    message,
    data: { ...pause, releasedCalls: released },
  });
  await enqueue(ctx, QUEUES.alertAdmins, { jobId, text: message, at: pause.at });
}

/** Resume a campaign that paused itself: it calls again, and only its calls from now on count for the next pause. */
export async function resumeJob(ctx: ServiceContext, jobId: string): Promise<JobRow> {
  const job = await lockJob(ctx, jobId);
  if (!job) throw notFound(`Job ${jobId} not found`);
  if (job.status !== 'paused')
    throw conflict(`Job ${jobId} is ${job.status}: only a paused job can be resumed`);
  const { pause, ...metadata } = job.metadata;
  const row = await updateJob(ctx, jobId, {
    status: 'running',
    metadata: { ...metadata, lastPause: pause, resumedAt: ctx.now.toISOString() },
  });
  await recordJobEvent(ctx, {
    jobId,
    jobType: job.type,
    type: 'resumed',
    message: `${JOB_TYPE_LABELS[job.type]} resumed by ${ctx.actor.username}.`,
  });
  await enqueue(ctx, QUEUES.dispatch, { jobId }, { singletonKey: jobId });
  return row;
}

/**
 * A new lead came in (the console, the CRM import, the inbound lead webhook): a running cold-calling campaign's
 * dispatcher is woken now, so the lead is called as soon as a slot is free (speed to lead), not at the next tick.
 */
export async function leadArrived(ctx: ServiceContext): Promise<void> {
  const job = await currentJobOfType(ctx, 'cold_calling');
  if (job?.status === 'running')
    await enqueue(ctx, QUEUES.dispatch, { jobId: job.id }, { singletonKey: job.id });
}
