import type { JobType } from '@callops/contracts/jobs';
import type { ServiceContext } from '../../context/service-context';
import { jobEvents } from '../../db/schema';
import type { Change } from '../../live/change-feed';

/** Announces a change to every process and open console, once the current unit of work has committed. */
export function announceChange(ctx: ServiceContext, change: Change): void {
  ctx.afterCommit(() => ctx.app.changes.announce(change));
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
  await recordJobEvents(ctx, [event]);
}

/** Several steps at once (a dispatch round's calls): one insert, each its own log line, one announcement a job. */
export async function recordJobEvents(ctx: ServiceContext, events: readonly JobEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await ctx.db.insert(jobEvents).values(
    events.map((event) => ({
      jobId: event.jobId,
      jobType: event.jobType,
      type: event.type,
      message: event.message,
      data: event.data ?? {},
      createdAt: ctx.now,
    })),
  );
  for (const event of events)
    ctx.log.info({ service: 'jobs' }, event.jobType ? `${event.jobType}: ${event.message}` : event.message);
  for (const jobId of new Set(events.map((event) => event.jobId)))
    announceChange(ctx, { kind: 'event', jobId });
}
