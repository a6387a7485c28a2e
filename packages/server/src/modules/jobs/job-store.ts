import {
  CURRENT_JOB_STATUSES,
  type CurrentJobStatus,
  type JobStatus,
  type JobType,
} from '@callops/contracts/jobs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { type JobRow, jobs } from '../../db/schema';
import { announceChange, recordJobEvent } from './job-events';

/** A call in one of these states still waits for its outcome and holds one of its job's call slots. */
export const IN_FLIGHT_CALL_STATUSES = ['dialing', 'placing', 'queued', 'ringing', 'in-progress'] as const;

export const isCurrent = (job: Pick<JobRow, 'status'>) =>
  (CURRENT_JOB_STATUSES as readonly string[]).includes(job.status);

/** The job's row, locked for the rest of the transaction: its dispatcher and a Stop take turns. */
export async function lockJob(ctx: ServiceContext, jobId: string): Promise<JobRow | undefined> {
  const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1).for('update');
  return row;
}

// Any fixed number other than the migrations', the queue's and the do-not-call list's locks.
const ROUND_LOCK_CLASS = 7_311_905;

/**
 * The job's row for a dispatch round, held until the transaction ends: one round of the job at a time (in any
 * process), and a Stop, pause or timer (lockJob) waits for the round to end, as the round waits for them. FOR KEY
 * SHARE rather than lockJob's FOR UPDATE: the reports of the job's calls still count on the row meanwhile, so a
 * round does not hold up every report of its campaign.
 */
export async function holdJobForRound(ctx: ServiceContext, jobId: string): Promise<JobRow | undefined> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${ROUND_LOCK_CLASS}, hashtext(${jobId}))`);
  const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1).for('key share');
  return row;
}

export async function currentJobOfType(ctx: ServiceContext, type: JobType): Promise<JobRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, type), inArray(jobs.status, [...CURRENT_JOB_STATUSES])))
    .limit(1);
  return row;
}

/** `by` calls of the job went into flight (claimed for a call) or, negative, left it without an outcome. */
export async function changeCallsInFlight(ctx: ServiceContext, jobId: string, by: number): Promise<void> {
  if (by === 0) return;
  await ctx.db
    .update(jobs)
    .set({ callsInFlight: sql`greatest(0, ${jobs.callsInFlight} + ${by}::int)`, updatedAt: ctx.now })
    .where(eq(jobs.id, jobId));
}

export async function updateJob(
  ctx: ServiceContext,
  jobId: string,
  change: Partial<typeof jobs.$inferInsert>,
): Promise<JobRow> {
  const [row] = await ctx.db
    .update(jobs)
    .set({ ...change, updatedAt: ctx.now })
    .where(eq(jobs.id, jobId))
    .returning();
  if (!row) throw new Error(`job ${jobId} vanished`);
  announceChange(ctx, { kind: 'job', jobId });
  return row;
}

/** Merges `patch` into the job's metadata in the database (concurrent steps each add their own keys). */
export async function patchJobMetadata(
  ctx: ServiceContext,
  jobId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await ctx.db
    .update(jobs)
    .set({ metadata: sql`${jobs.metadata} || ${JSON.stringify(patch)}::jsonb`, updatedAt: ctx.now })
    .where(eq(jobs.id, jobId));
}

/** The job's metadata counts (calls placed, answered, booked, messages sent …) with `by` added to `counter`. */
const countedUp = (counter: string, by: number) =>
  sql`${jobs.metadata} || jsonb_build_object('counts', coalesce(${jobs.metadata}->'counts', '{}'::jsonb)
    || jsonb_build_object(${counter}::text, coalesce((${jobs.metadata}->'counts'->>${counter}::text)::int, 0) + ${by}::int))`;

/** Adds `by` to one of the job's counts. One statement: the job's row is locked only until the commit. */
export async function bumpJobCounter(
  ctx: ServiceContext,
  jobId: string,
  counter: string,
  by = 1,
): Promise<void> {
  await ctx.db
    .update(jobs)
    .set({ metadata: countedUp(counter, by), updatedAt: ctx.now })
    .where(eq(jobs.id, jobId));
}

/** `placed` calls of a round went to the provider: in flight, and counted, in one statement. */
export async function countCallsPlaced(ctx: ServiceContext, jobId: string, placed: number): Promise<void> {
  if (placed === 0) return;
  await ctx.db
    .update(jobs)
    .set({
      callsInFlight: sql`greatest(0, ${jobs.callsInFlight} + ${placed}::int)`,
      metadata: countedUp('placed', placed),
      updatedAt: ctx.now,
    })
    .where(eq(jobs.id, jobId));
}

/**
 * Counts `by` finished calls of a job, their outcome and their reported cost, in one statement: progress moves on (the total grows if
 * more leads came due meanwhile). Called last in a report's transaction, so the job's row stays locked only briefly.
 */
export async function countCallFinished(
  ctx: ServiceContext,
  jobId: string,
  outcome: string,
  by = 1,
  costUsd: number | null = null,
): Promise<void> {
  await ctx.db
    .update(jobs)
    .set({
      ...(costUsd ? { costUsd: sql`${jobs.costUsd} + ${costUsd}::float8` } : {}),
      progressCurrent: sql`${jobs.progressCurrent} + ${by}::int`,
      progressTotal: sql`greatest(${jobs.progressTotal}, ${jobs.progressCurrent} + ${by}::int)`,
      callsInFlight: sql`greatest(0, ${jobs.callsInFlight} - ${by}::int)`,
      metadata: countedUp(outcome, by),
      updatedAt: ctx.now,
    })
    .where(eq(jobs.id, jobId));
  announceChange(ctx, { kind: 'job', jobId });
}

/** Ends a current job: completed, failed, stopped or cancelled, with the event that says why. */
export async function finishJob(
  ctx: ServiceContext,
  job: JobRow,
  status: Exclude<JobStatus, CurrentJobStatus>,
  message: string,
  data: Record<string, unknown> = {},
): Promise<JobRow> {
  const row = await updateJob(ctx, job.id, {
    status,
    completedAt: ctx.now,
    ...(status === 'failed' ? { error: message } : {}),
  });
  await recordJobEvent(ctx, { jobId: job.id, jobType: job.type, type: status, message, data });
  return row;
}
