import type { JobType } from '@callops/contracts/jobs';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../context/service-context';
import { jobEvents } from '../db/schema';

/** The NOTIFY channel that tells every process (and through it every open console) that jobs or events changed. */
export const CHANGES_CHANNEL = 'callops_changes';

export interface Change {
  kind: 'job' | 'event';
  jobId: string | null;
}

/** Announces a change; delivered to the listeners of every process when the current transaction commits. */
export async function announceChange(ctx: ServiceContext, change: Change): Promise<void> {
  await ctx.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}

export interface JobEventInput {
  jobId: string | null;
  jobType: JobType | null;
  /** e.g. started, calls_placed, call_completed, waiting, stopped, completed. */
  type: string;
  message: string;
  data?: Record<string, unknown>;
}

/** One step of a job: a job event (`/events/recent`, `/events/batch/{id}`), a log line, and a change announced. */
export async function recordJobEvent(ctx: ServiceContext, event: JobEventInput): Promise<void> {
  await ctx.db.insert(jobEvents).values({
    jobId: event.jobId,
    jobType: event.jobType,
    type: event.type,
    message: event.message,
    data: event.data ?? {},
    createdAt: ctx.now,
  });
  ctx.log.info({ service: 'jobs' }, event.jobType ? `${event.jobType}: ${event.message}` : event.message);
  await announceChange(ctx, { kind: 'event', jobId: event.jobId });
}
