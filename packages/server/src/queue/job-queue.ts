import PgBoss from 'pg-boss';
import { CountedClient, type Database, type ExecuteSql } from '../db/client';
import type { Logger } from '../logging/logger';
import { queueJobsProcessed, queueRetries } from '../metrics/series';
import { type TraceCarrier, traceCarrier } from '../tracing/trace-context';
import { retryOnDeadlock } from './retry-on-deadlock';

/** A pg-boss queue and the payload its jobs carry. */
export interface QueueDefinition<T> {
  name: string;
  /** 'stately': at most one queued and one running job per singleton key (a job's dispatcher, for instance). */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** How long a running job may take before another worker may take it over (a crashed process's work). */
  expireInSeconds?: number;
  /** Only carries the payload type. */
  readonly payload?: T;
}

export const defineQueue = <T>(definition: Omit<QueueDefinition<T>, 'payload'>): QueueDefinition<T> =>
  definition;

export interface SendOptions {
  /** When the job may start: an instant, or seconds from now. */
  startAfter?: Date | number;
  singletonKey?: string;
}

/** One of the jobs sendMany queues together. */
export interface ManyJob<T> {
  /** Its own id (a UUID): a job of an id already queued is not queued again. */
  id?: string;
  data: T;
  /** Seconds from now. */
  startAfter?: number;
}

export interface QueuedJob<T> {
  id: string;
  /** Its queue's name. */
  queue: string;
  data: T;
  /** The trace the job was queued in (W3C headers), when the sender was traced. */
  trace?: TraceCarrier;
}

/** Where a job's data carries the trace it was queued in: only when there is one. */
const TRACE_FIELD = '_trace';
const withTrace = (data: unknown): object => {
  const carrier = traceCarrier();
  return Object.keys(carrier).length === 0
    ? (data as object)
    : { ...(data as object), [TRACE_FIELD]: carrier };
};
function splitTrace<T>(data: unknown): { data: T; trace?: TraceCarrier } {
  const record = data as Record<string, unknown> | null;
  if (!record || typeof record !== 'object' || !(TRACE_FIELD in record)) return { data: data as T };
  const { [TRACE_FIELD]: trace, ...rest } = record;
  return { data: rest as T, trace: trace as TraceCarrier };
}

export interface JobQueue {
  boss: PgBoss;
  /** ok when pg-boss's smoke job has run through a worker and its tables answer now. */
  check(): Promise<'ok' | 'error'>;
  /** Creates the queues that do not exist yet. */
  ensureQueues(definitions: readonly QueueDefinition<unknown>[]): Promise<void>;
  /**
   * Queues a job. With the executor of a transaction it is written in that transaction: it exists exactly when the
   * rest of the change does (and on PGlite a send outside the open transaction would wait for it forever).
   * Resolves to null when a stately queue already holds a job for the key.
   */
  send<T>(
    executor: ExecuteSql | undefined,
    queue: QueueDefinition<T>,
    data: T,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Queues several jobs of one queue in one statement, in the executor's transaction as send() does. */
  sendMany<T>(
    executor: ExecuteSql | undefined,
    queue: QueueDefinition<T>,
    jobs: readonly ManyJob<T>[],
  ): Promise<void>;
  /** Runs `handler` for batches of the queue's jobs; a batch whose handler throws is retried as the queue says. */
  work<T>(
    queue: QueueDefinition<T>,
    options: { batchSize: number; pollingIntervalSeconds: number },
    handler: (jobs: QueuedJob<T>[]) => Promise<void>,
  ): Promise<string>;
  /** Wakes this process's worker of the queue after `delayMs` instead of at its next poll. */
  wake(queue: QueueDefinition<unknown>, delayMs?: number): void;
  /** Stops fetching new work; running handlers finish (graceful). */
  stop(): Promise<void>;
}

/** How long a wake waits for more jobs of its queue to fetch them together. */
const WAKE_GATHER_MS = 20;

/**
 * Whether a stately queue already holds a queued job for the key: pg-boss would then insert nothing (its unique index
 * allows one job a state, job_i3, which this reads). Sending is the same either way; reading first costs a third of
 * pg-boss' insert, and a job's dispatcher is asked for after every call.
 */
async function statelyJobWaiting(executor: ExecuteSql, name: string, key: string): Promise<boolean> {
  const { rows } = await executor(
    `select 1 from pgboss.job
     where name = $1 and state = 'created' and coalesce(singleton_key, '') = $2 and policy = 'stately' limit 1`,
    [name, key],
  );
  return rows.length > 0;
}

/**
 * pg-boss's own pool on PostgreSQL, its clients counting their statements with the server's (pg-boss hands its
 * options on to pg.Pool, though its types do not name `Client`).
 */
const countedPool = (connectionString: string | undefined, max: number) => ({
  connectionString,
  max,
  Client: CountedClient,
});

// Any fixed number other than the migrations' lock.
const QUEUE_SETUP_LOCK_ID = 7_311_903;

const SMOKE_QUEUE = defineQueue<{ at: string }>({ name: 'smoke' });

/**
 * pg-boss on the same database as everything else (ARCHITECTURE §8): on PostgreSQL through its own pool, on
 * embedded PGlite through the shared connection. A smoke job proves that sending, fetching and completing work.
 */
/** `poolMax`: pg-boss's own pool on PostgreSQL (PGBOSS_POOL_MAX; README, "Connections"). */
export async function startJobQueue(database: Database, logger: Logger, poolMax = 2): Promise<JobQueue> {
  const log = logger.child({ service: 'queue' });
  // Maintenance (which hands the work of a process that died to the others once it expires) every 10 s rather than
  // pg-boss's 2 minutes, so a crashed server's campaign carries on within seconds.
  const supervision = { maintenanceIntervalSeconds: 10 };
  const boss =
    database.driver === 'postgres'
      ? new PgBoss({ ...countedPool(database.connectionString, poolMax), ...supervision })
      : new PgBoss({
          db: { executeSql: (text, values) => database.executeSql(text, values) },
          ...supervision,
        });
  // Healthy once a smoke job went through: one this process's worker ran, or this process's own one completed by
  // any worker (replicas share the queue, so another process may well take it first).
  let healthy = false;
  let smokeId: string | null = null;
  const smokeWentThrough = async (): Promise<boolean> => {
    if (!healthy && smokeId) {
      const job = await boss.getJobById(SMOKE_QUEUE.name, smokeId, { includeArchive: true });
      healthy = job?.state === 'completed';
    }
    return healthy;
  };
  boss.on('error', (err) => log.error({ err }, 'Job queue error'));
  await boss.start();

  const created = new Set<string>();
  const workers = new Map<string, string>();
  /** Per queue: when the wakes already set go off. */
  const wakes = new Map<string, Set<number>>();
  const queue: JobQueue = {
    boss,
    async check() {
      try {
        if (!(await smokeWentThrough())) return 'error';
        await boss.getQueueSize(SMOKE_QUEUE.name);
        return 'ok';
      } catch {
        return 'error';
      }
    },
    async ensureQueues(definitions) {
      // Replicas starting together would deadlock creating the same queues' tables: one process at a time.
      await database.withAdvisoryLock(QUEUE_SETUP_LOCK_ID, async () => {
        for (const { name, payload: _payload, ...options } of definitions) {
          if (created.has(name)) continue;
          // create_queue does nothing for a queue that exists (another process, or an older release, made it), so
          // its retry and expiry settings are brought up to date too.
          await retryOnDeadlock(async () => {
            await boss.createQueue(name, { name, ...options });
            await boss.updateQueue(name, { name, ...options });
          });
          created.add(name);
        }
      });
    },
    async send(executor, definition, data, options = {}) {
      const { startAfter, singletonKey } = options;
      if (
        definition.policy === 'stately' &&
        singletonKey !== undefined &&
        (await statelyJobWaiting(executor ?? database.executeSql, definition.name, singletonKey))
      )
        return null;
      return boss.send(definition.name, withTrace(data), {
        ...(startAfter !== undefined ? { startAfter } : {}),
        ...(singletonKey !== undefined ? { singletonKey } : {}),
        ...(executor ? { db: { executeSql: executor } } : {}),
      });
    },
    async sendMany(executor, definition, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        // Seconds from now as text: how send() hands them over too.
        jobs.map(({ id, data, startAfter }) => ({
          ...(id !== undefined ? { id } : {}),
          name: definition.name,
          data: withTrace(data),
          ...(startAfter !== undefined ? { startAfter: String(startAfter) } : {}),
        })),
        executor ? { db: { executeSql: executor } } : {},
      );
    },
    async work(definition, options, handler) {
      // With each job's retry count, so /metrics tells retries from jobs that gave up.
      const id = await boss.work(definition.name, { ...options, includeMetadata: true }, async (jobs) => {
        try {
          await handler(
            jobs.map((job) => ({ id: job.id, queue: definition.name, ...splitTrace<never>(job.data) })),
          );
        } catch (error) {
          // Failed here, not by pg-boss, which does not wait for its own fail: the batch is back with its retry time
          // set before the worker is woken for it (pg-boss then finds no active job left to complete).
          await boss.fail(
            definition.name,
            jobs.map((job) => job.id),
            error as object,
          );
          queueJobsProcessed.inc({ queue: definition.name, result: 'failed' }, jobs.length);
          // pg-boss retries each one while its retry count is below the queue's limit (pg-boss's default 2).
          const retried = jobs.filter((job) => job.retryCount < (definition.retryLimit ?? 2)).length;
          if (retried > 0) queueRetries.inc({ queue: definition.name }, retried);
          queue.wake(definition, (definition.retryDelay ?? 0) * 1000);
          return;
        }
        queueJobsProcessed.inc({ queue: definition.name, result: 'completed' }, jobs.length);
        // A full batch may have more behind it: fetch again now rather than after the polling interval.
        if (jobs.length >= options.batchSize) queue.wake(definition);
      });
      workers.set(definition.name, id);
      return id;
    },
    wake(definition, delayMs = 0) {
      const id = workers.get(definition.name);
      if (!id) return;
      // A few milliseconds past due: a job whose start time has not quite come is not fetched.
      const due = Date.now() + delayMs + 5;
      let pending = wakes.get(definition.name);
      if (!pending) {
        pending = new Set();
        wakes.set(definition.name, pending);
      }
      // One wake a little later takes the jobs queued together in one fetch, rather than one fetch each.
      for (const at of pending) if (at >= due && at <= due + WAKE_GATHER_MS) return;
      const at = due + WAKE_GATHER_MS;
      pending.add(at);
      setTimeout(() => {
        pending.delete(at);
        boss.notifyWorker(id);
      }, at - Date.now()).unref();
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };

  await queue.ensureQueues([SMOKE_QUEUE]);
  await queue.work(SMOKE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async () => {
    healthy = true;
  });
  smokeId = await queue.send(undefined, SMOKE_QUEUE, { at: new Date().toISOString() });
  const deadline = Date.now() + 15_000;
  while (!(await smokeWentThrough()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (healthy) {
    log.info('Job queue started; smoke job ran');
    // Its work is done: polling on would cost a query every half second for as long as the server runs.
    await boss.offWork(SMOKE_QUEUE.name);
  } else log.error('Job queue started but its smoke job did not run within 15 s');
  return queue;
}
