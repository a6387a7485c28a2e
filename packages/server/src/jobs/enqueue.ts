import type { ServiceContext } from '../context/service-context';
import { executorOf } from '../db/client';
import type { QueueDefinition, SendOptions } from '../queue/job-queue';

/**
 * Queues engine work in the caller's transaction: the work exists exactly when the change that asks for it does.
 * The job queue is part of every running server (only some API tests build the app without one).
 */
/**
 * Seconds from the app clock's now until `at`: queued work waits on the real clock, while "now" comes from the app's
 * clock (which tests fix), so delays are handed over relative.
 */
export const secondsUntil = (ctx: ServiceContext, at: Date): number =>
  Math.max(0, Math.ceil((at.getTime() - ctx.now.getTime()) / 1000));

export async function enqueue<T>(
  ctx: ServiceContext,
  queue: QueueDefinition<T>,
  data: T,
  options?: SendOptions,
): Promise<string | null> {
  const jobQueue = ctx.app.queue;
  if (!jobQueue) throw new Error(`The job queue is not running: cannot queue ${queue.name}`);
  const id = await jobQueue.send(executorOf(ctx.db, ctx.app.database), queue, data, options);
  // This process's worker for the queue picks the job up when it is due, not at its next poll (other processes
  // still find it by polling).
  const delaySeconds = typeof options?.startAfter === 'number' ? options.startAfter : 0;
  if (id) ctx.afterCommit(() => jobQueue.wake(queue, delaySeconds * 1000));
  return id;
}

/** Queues several jobs of one queue in the caller's transaction, in one statement; `startAfter` in seconds. */
export async function enqueueMany<T>(
  ctx: ServiceContext,
  queue: QueueDefinition<T>,
  jobs: readonly { data: T; startAfter?: number }[],
): Promise<void> {
  const jobQueue = ctx.app.queue;
  if (!jobQueue) throw new Error(`The job queue is not running: cannot queue ${queue.name}`);
  await jobQueue.sendMany(executorOf(ctx.db, ctx.app.database), queue, jobs);
  const delays = new Set(jobs.map((job) => job.startAfter ?? 0));
  ctx.afterCommit(() => {
    for (const seconds of delays) jobQueue.wake(queue, seconds * 1000);
  });
}
