import { createServiceContext, type ServiceContext } from '../context/service-context';
import { executorOf, isTransaction } from '../db/client';
import type { JobQueue, ManyJob, QueueDefinition, SendOptions } from './job-queue';

/**
 * Seconds from the app clock's now until `at`: queued work waits on the real clock, while "now" comes from the app's
 * clock (which tests fix), so delays are handed over relative.
 */
export const secondsUntil = (ctx: ServiceContext, at: Date): number =>
  Math.max(0, Math.ceil((at.getTime() - ctx.now.getTime()) / 1000));

/** The job queue is part of every running server (only some API tests build the app without one). */
function runningQueue(ctx: ServiceContext, queue: QueueDefinition<unknown>): JobQueue {
  const jobQueue = ctx.app.queue;
  if (!jobQueue) throw new Error(`The job queue is not running: cannot queue ${queue.name}`);
  return jobQueue;
}

/**
 * Once the caller's transaction commits, this process's worker for the queue picks the new jobs up when they are
 * due, not at its next poll (other processes still find them by polling).
 */
function wakeAfterCommit(
  ctx: ServiceContext,
  jobQueue: JobQueue,
  queue: QueueDefinition<unknown>,
  delaysSeconds: Iterable<number>,
): void {
  ctx.afterCommit(() => {
    for (const seconds of delaysSeconds) jobQueue.wake(queue, seconds * 1000);
  });
}

/** How long a re-ask after a commit waits for the re-asks of other commits of the same key, to ask once for all. */
const REASK_GATHER_MS = 20;
/** Per job queue: the keys whose re-ask is set and has not started (it reads after every commit that joined it). */
const reasking = new WeakMap<JobQueue, Set<string>>();

/**
 * Asks once more for a stately queue's job of its key after a commit (see enqueue): the reports of a campaign's
 * calls each ask for its dispatcher, and one ask made after their commits stands for all of them.
 */
function reaskAfterCommit<T>(
  ctx: ServiceContext,
  jobQueue: JobQueue,
  queue: QueueDefinition<T>,
  data: T,
  options: SendOptions | undefined,
): void {
  ctx.afterCommit(() => {
    let pending = reasking.get(jobQueue);
    if (!pending) {
      pending = new Set();
      reasking.set(jobQueue, pending);
    }
    const key = `${queue.name}\u0000${options?.singletonKey ?? ''}`;
    if (pending.has(key)) return;
    pending.add(key);
    setTimeout(() => {
      pending.delete(key);
      const committed = createServiceContext(ctx.app, { actor: ctx.actor, log: ctx.log, now: ctx.now });
      enqueue(committed, queue, data, options).catch((err: unknown) =>
        ctx.log.error({ err, queue: queue.name }, 'Could not queue work after its commit'),
      );
    }, REASK_GATHER_MS).unref();
  });
}

/** Queues engine work in the caller's transaction: the work exists exactly when the change that asks for it does. */
export async function enqueue<T>(
  ctx: ServiceContext,
  queue: QueueDefinition<T>,
  data: T,
  options?: SendOptions,
): Promise<string | null> {
  const jobQueue = runningQueue(ctx, queue);
  const id = await jobQueue.send(executorOf(ctx.db, ctx.app.database), queue, data, options);
  if (id)
    wakeAfterCommit(ctx, jobQueue, queue, [typeof options?.startAfter === 'number' ? options.startAfter : 0]);
  else if (isTransaction(ctx.db) && options?.startAfter === undefined) {
    // A stately queue's waiting job stands in for this one only if it runs after the commit, and a worker may take it
    // meanwhile and act on what it read before this transaction's change (a dispatcher that does not see the slot a
    // report freed). Once committed, ask again: it queues a job if the waiting one has been taken.
    reaskAfterCommit(ctx, jobQueue, queue, data, options);
  }
  return id;
}

/** Queues several jobs of one queue in the caller's transaction, in one statement; `startAfter` in seconds. */
export async function enqueueMany<T>(
  ctx: ServiceContext,
  queue: QueueDefinition<T>,
  jobs: readonly ManyJob<T>[],
): Promise<void> {
  const jobQueue = runningQueue(ctx, queue);
  await jobQueue.sendMany(executorOf(ctx.db, ctx.app.database), queue, jobs);
  wakeAfterCommit(ctx, jobQueue, queue, new Set(jobs.map((job) => job.startAfter ?? 0)));
}
