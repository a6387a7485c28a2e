// The job engine's workers on pg-boss, started once per server process. Every process runs every worker: work goes
// to whichever process fetches it first, and a process that dies leaves its unfinished work to the others (pg-boss
// hands an expired job to another worker).
import { CURRENT_JOB_STATUSES } from '@callops/contracts/jobs';
import { and, eq, inArray } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../context/actor';
import type { AppServices } from '../context/app-services';
import { inTransaction } from '../context/in-transaction';
import { createServiceContext, type ServiceContext } from '../context/service-context';
import { jobs } from '../db/schema';
import { locateLeads } from '../modules/compliance/lead-eligibility';
import { importCrmLeads } from '../modules/hubspot/crm-import';
import { recordJobEvent } from '../modules/jobs/job-events';
import { finishJob, isCurrent, updateJob } from '../modules/jobs/job-store';
import { compactCompanyStatusCounts } from '../modules/leads/status-counts';
import { alertAdmins } from '../modules/notifications/send-message';
import { sendReminders } from '../modules/notifications/send-reminders';
import { compactCallStats } from '../modules/stats/call-windows';
import { startServerHeartbeat } from '../modules/system-health/server-heartbeat';
import { ProviderError } from '../providers/provider-error';
import {
  deliverSimulatedReport,
  deliverSimulatedStatus,
  deliverSimulatedTranscript,
} from '../providers/vapi/simulated-voice';
import { webhookPlan } from '../providers/vapi/webhook-plan';
import { enqueue, secondsUntil } from '../queue/enqueue';
import type { QueuedJob } from '../queue/job-queue';
import { engineSettings } from '../settings/live-settings';
import { inSpan } from '../tracing/trace-context';
import { dispatchJob } from './calling/dispatch';
import { followUp } from './calling/follow-up';
import { scoreLead } from './calling/lead-scoring';
import { confirmOptOut } from './compliance/opt-out';
import { CALLING_JOBS, expireJob } from './job-lifecycle';
import { RECONCILE_EVERY_MINUTES, reconcileCalendar } from './maintenance/calendar-reconciliation';
import { runDailySchedules } from './maintenance/daily-schedules';
import { keepWatchingLiveCalls, watchLiveCalls } from './maintenance/live-alert-watch';
import { pruneExpired } from './maintenance/retention';
import { ALL_QUEUES, QUEUES } from './queues';
import { recordRoundOwner, resumeDeadRounds } from './recovery/dead-rounds';
import { releaseStuckWork } from './recovery/stuck-work';

/** Leads whose location the maintenance job works out each minute. */
const LOCATE_PER_MINUTE = 5_000;

const systemContext = (app: AppServices): ServiceContext =>
  createServiceContext(app, { actor: SYSTEM_ACTOR, log: app.logger.child({ service: 'jobs' }) });

/** Runs every job of a batch; if any failed, the batch fails and pg-boss retries it (each step is idempotent). */
/** Each job of a batch in its own span, the child of the trace it was queued in (a no-op untraced). */
async function each<T>(
  items: readonly QueuedJob<T>[],
  work: (item: QueuedJob<T>) => Promise<void>,
): Promise<void> {
  const results = await Promise.allSettled(
    items.map((item) =>
      item.trace ? inSpan(`job ${item.queue}`, () => work(item), item.trace) : work(item),
    ),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

const stillCurrent = (ctx: ServiceContext, jobId: string) => async () => {
  const [row] = await ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row !== undefined && isCurrent(row);
};

/** A job that works in one go: send_reminders or hubspot_fetch. */
async function runJob(app: AppServices, jobId: string): Promise<void> {
  const ctx = systemContext(app);
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job || !isCurrent(job)) return;
  const progress = (done: number, total?: number) =>
    updateJob(ctx, jobId, {
      progressCurrent: done,
      ...(total !== undefined ? { progressTotal: total } : {}),
    }).then(() => undefined);
  try {
    if (job.type === 'send_reminders') {
      const channels = (job.metadata.channels as ('email' | 'sms')[] | undefined) ?? ['email', 'sms'];
      const { result, nextOpening } = await sendReminders(ctx, {
        channels,
        jobId,
        onProgress: (done) => progress(done),
        shouldContinue: stillCurrent(ctx, jobId),
      });
      await inTransaction(ctx, async (tx) => {
        const [current] = await tx.db.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
        if (!current || !isCurrent(current)) return;
        await updateJob(tx, jobId, { metadata: { ...current.metadata, result: result.results } });
        if (nextOpening) {
          // Reminders wait for their callee's hours: the job runs again when the first of them opens.
          await recordJobEvent(tx, {
            jobId,
            jobType: 'send_reminders',
            type: 'waiting',
            message: `${result.message} Reminders outside their callee's hours wait; the job carries on at ${nextOpening.toISOString()}.`,
            data: { nextOpening: nextOpening.toISOString() },
          });
          await enqueue(tx, QUEUES.runJob, { jobId }, { startAfter: secondsUntil(tx, nextOpening) });
          return;
        }
        await finishJob(tx, current, 'completed', result.message, {
          counts: { ...result.results, details: undefined },
        });
      });
    } else if (job.type === 'hubspot_fetch') {
      const imported = await importCrmLeads(ctx, {
        jobId,
        onProgress: (done, total) => progress(done, total),
        shouldContinue: stillCurrent(ctx, jobId),
      });
      await inTransaction(ctx, async (tx) => {
        const [current] = await tx.db.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
        if (!current || !isCurrent(current)) return;
        await finishJob(
          tx,
          current,
          'completed',
          `Imported ${imported.fetched} CRM leads: ${imported.created} new, ${imported.updated} updated.`,
          { ...imported },
        );
      });
    }
  } catch (error) {
    // A passing vendor problem is retried by pg-boss; anything else ends the job with the reason.
    if (error instanceof ProviderError && error.retryable) throw error;
    await inTransaction(ctx, async (tx) => {
      const [current] = await tx.db.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
      if (current && isCurrent(current)) {
        await finishJob(tx, current, 'failed', error instanceof Error ? error.message : String(error));
      }
    });
  }
}

/**
 * Every minute: stuck leads and calls go back; every current calling job has its dispatcher awake; the calls'
 * hourly statistics take in their latest changes; the daily schedules start their jobs; expired rows go; the live
 * alerts' watcher is running.
 */
async function maintain(app: AppServices): Promise<void> {
  const ctx = systemContext(app);
  await inTransaction(ctx, (tx) => releaseStuckWork(tx));
  await resumeDeadRounds(ctx);
  // Leads written without their location (imports, hand-written SQL) have it worked out before they are due.
  await inTransaction(ctx, (tx) => locateLeads(tx, LOCATE_PER_MINUTE));
  await compactCallStats(ctx);
  await compactCompanyStatusCounts(ctx);
  await runDailySchedules(ctx);
  await pruneExpired(ctx);
  if (ctx.now.getUTCMinutes() % RECONCILE_EVERY_MINUTES === 0) await reconcileCalendar(ctx);
  await keepWatchingLiveCalls(ctx);
  await inTransaction(ctx, async (tx) => {
    const current = await tx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.status, [...CURRENT_JOB_STATUSES]), inArray(jobs.type, [...CALLING_JOBS])));
    for (const { id } of current) await enqueue(tx, QUEUES.dispatch, { jobId: id }, { singletonKey: id });
  });
}

export interface JobEngine {
  stop(): Promise<void>;
}

/** Registers the queues and workers, and picks up what a previous run of the server left unfinished. */
export async function startJobEngine(app: AppServices): Promise<JobEngine> {
  const queue = app.queue;
  if (!queue) throw new Error('The job engine needs the job queue');
  await queue.ensureQueues(ALL_QUEUES);
  // Work this process queues wakes its worker when it is due (enqueue.ts), a failed batch when its retry is, and a
  // full batch fetches the next at once (job-queue.ts): the poll is left to find what other processes queued and
  // what pg-boss put back (expired work). Every poll is a query, idle or not.
  const polled = { pollingIntervalSeconds: 2 };

  await queue.work(QUEUES.dispatch, { ...polled, batchSize: 10 }, (batch) =>
    each(batch, async (job) => {
      await recordRoundOwner(app, job.data.jobId, job.id);
      await dispatchJob(app, job.data.jobId);
    }),
  );
  await queue.work(QUEUES.dispatchTick, { ...polled, batchSize: 20 }, (batch) =>
    each(batch, (job) =>
      enqueue(
        systemContext(app),
        QUEUES.dispatch,
        { jobId: job.data.jobId },
        { singletonKey: job.data.jobId },
      ).then(() => undefined),
    ),
  );
  await queue.work(QUEUES.simulatedCall, { ...polled, batchSize: 100 }, async (batch) => {
    const ctx = systemContext(app);
    // Read once for the calls that end together.
    const settings = await engineSettings(ctx);
    const signing = {
      timeZone: settings.timeZone,
      instructions: settings.assistantInstructions,
      plan: await webhookPlan(ctx),
    };
    await each(batch, ({ data }) =>
      data.stage
        ? deliverSimulatedStatus(ctx, { ...data, stage: data.stage }, signing)
        : deliverSimulatedReport(ctx, data, signing),
    );
  });
  await queue.work(QUEUES.simulatedTranscript, { ...polled, batchSize: 100 }, async (batch) => {
    const ctx = systemContext(app);
    const plan = await webhookPlan(ctx);
    await each(batch, ({ data }) => deliverSimulatedTranscript(ctx, data, plan));
  });
  await queue.work(QUEUES.scoreLead, { ...polled, batchSize: 20 }, (batch) =>
    each(batch, (job) => inTransaction(systemContext(app), (tx) => scoreLead(tx, job.data.callId))),
  );
  await queue.work(QUEUES.followUp, { ...polled, batchSize: 10 }, (batch) =>
    each(batch, (job) => followUp(systemContext(app), job.data.callId)),
  );
  await queue.work(QUEUES.confirmOptOut, { ...polled, batchSize: 10 }, (batch) =>
    each(batch, (job) => confirmOptOut(systemContext(app), job.data.callId)),
  );
  await queue.work(QUEUES.alertAdmins, { ...polled, batchSize: 10 }, (batch) =>
    each(batch, (job) => alertAdmins(systemContext(app), job.data)),
  );
  await queue.work(QUEUES.runJob, { ...polled, batchSize: 1 }, (batch) =>
    each(batch, (job) => runJob(app, job.data.jobId)),
  );
  await queue.work(QUEUES.jobTimer, { ...polled, batchSize: 10 }, (batch) =>
    each(batch, (job) => inTransaction(systemContext(app), (tx) => expireJob(tx, job.data.jobId))),
  );
  await queue.work(QUEUES.liveAlerts, { ...polled, batchSize: 1 }, () => watchLiveCalls(systemContext(app)));
  await queue.work(QUEUES.maintenance, { pollingIntervalSeconds: 5, batchSize: 1 }, () => maintain(app));
  await queue.boss.schedule(QUEUES.maintenance.name, '* * * * *');

  // A restart: say so on every job that was under way, and wake their dispatchers now; a round a dead process
  // held is started again rather than left to expire.
  const ctx = systemContext(app);
  await resumeDeadRounds(ctx);
  await inTransaction(ctx, async (tx) => {
    const current = await tx.db
      .select()
      .from(jobs)
      .where(inArray(jobs.status, [...CURRENT_JOB_STATUSES]));
    for (const job of current) {
      await recordJobEvent(tx, {
        jobId: job.id,
        jobType: job.type,
        type: 'resumed',
        message: 'A server process started: the job carries on where it was.',
        data: { pid: process.pid },
      });
      if (CALLING_JOBS.includes(job.type))
        await enqueue(tx, QUEUES.dispatch, { jobId: job.id }, { singletonKey: job.id });
    }
  });
  await maintain(app);
  // The System Health page lists the replicas by their heartbeats.
  const heartbeat = startServerHeartbeat(app);
  return {
    async stop() {
      await heartbeat.stop();
      await queue.stop();
    },
  };
}
