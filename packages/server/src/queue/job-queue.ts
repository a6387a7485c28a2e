import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../logging/logger';

const SMOKE_QUEUE = 'smoke';

export interface JobQueue {
  boss: PgBoss;
  /** ok when pg-boss's smoke job has run through a worker and its tables answer now. */
  check(): Promise<'ok' | 'error'>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the same database as everything else (ARCHITECTURE §8): on PostgreSQL through its own pool, on
 * embedded PGlite through the shared connection. A smoke job proves that sending, fetching and completing work.
 */
export async function startJobQueue(database: Database, logger: Logger): Promise<JobQueue> {
  const log = logger.child({ service: 'queue' });
  const boss =
    database.driver === 'postgres'
      ? new PgBoss({ connectionString: database.connectionString, max: 5 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  let healthy = false;
  boss.on('error', (err) => log.error({ err }, 'Job queue error'));
  await boss.start();
  await boss.createQueue(SMOKE_QUEUE);
  let resolveSmoke: () => void = () => {};
  const smokeDone = new Promise<void>((resolve) => {
    resolveSmoke = resolve;
  });
  await boss.work(SMOKE_QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
    healthy = true;
    resolveSmoke();
  });
  await boss.send(SMOKE_QUEUE, { at: new Date().toISOString() });
  await Promise.race([smokeDone, new Promise((r) => setTimeout(r, 15_000).unref())]);
  if (healthy) log.info('Job queue started; smoke job ran');
  else log.error('Job queue started but its smoke job did not run within 15 s');
  return {
    boss,
    async check() {
      if (!healthy) return 'error';
      try {
        await boss.getQueueSize(SMOKE_QUEUE);
        return 'ok';
      } catch {
        return 'error';
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
