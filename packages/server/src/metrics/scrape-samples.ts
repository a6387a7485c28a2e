// Gauges read at scrape time rather than kept up to date: the queues' depth and oldest due job, the jobs held by
// workers, the leads claimed and the pool's clients. One grouped read of pg-boss's table per scrape.
import type { Database } from '../db/client';
import { dbPoolConnections, leadClaimsHeld, queueActiveJobs, queueDepth, queueOldestJobAge } from './series';

interface QueueRow {
  name: string;
  waiting: number;
  active: number;
  oldest_seconds: number | null;
}

/** Every queue, even an empty one: due jobs waiting, the age of the oldest of them, and jobs a worker holds. */
export async function readQueueStats(database: Database): Promise<QueueRow[]> {
  const { rows } = await database.executeSql(
    `select q.name,
       count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as waiting,
       count(j.id) filter (where j.state = 'active')::int as active,
       extract(epoch from now() - min(j.created_on) filter (
         where j.state in ('created', 'retry') and j.start_after <= now()))::float8 as oldest_seconds
     from pgboss.queue q
     left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
     where q.name not like '\\_\\_%'
     group by q.name`,
  );
  return rows as unknown as QueueRow[];
}

export async function sampleForScrape(database: Database): Promise<void> {
  // A queue that emptied since the last scrape reads 0, not its last value.
  queueDepth.reset();
  queueOldestJobAge.reset();
  queueActiveJobs.reset();
  for (const row of await readQueueStats(database).catch(() => [])) {
    queueDepth.set({ queue: row.name }, row.waiting);
    queueActiveJobs.set({ queue: row.name }, row.active);
    queueOldestJobAge.set({ queue: row.name }, row.oldest_seconds ?? 0);
  }
  const { rows } = await database.executeSql(
    // companies_claimed_idx covers exactly the claimed leads.
    'select count(*)::int as held from companies where claimed_at is not null',
  );
  leadClaimsHeld.set(Number(rows[0]?.held ?? 0));
  const pool = database.poolStats?.();
  if (pool) {
    dbPoolConnections.set({ state: 'total' }, pool.total);
    dbPoolConnections.set({ state: 'idle' }, pool.idle);
    dbPoolConnections.set({ state: 'waiting' }, pool.waiting);
  }
}
