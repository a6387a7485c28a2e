// Retention (the Database settings): calls and job events older than data_retention_days, and log entries older
// than log_retention_days, are deleted a batch at a time, each batch its own statement, so a first run over years
// of history neither holds one long transaction nor locks the tables for it.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { engineSettings } from '../../settings/live-settings';

const BATCH = 5_000;
/** Batches per table and run: the rest waits for the next minute's run. */
const MAX_BATCHES = 20;

const TABLES = [
  { table: 'calls', column: 'created_at', keep: 'data' },
  { table: 'job_events', column: 'created_at', keep: 'data' },
  { table: 'logs', column: 'timestamp', keep: 'logs' },
] as const;

export async function pruneExpired(ctx: ServiceContext): Promise<Record<string, number>> {
  const { retentionDays } = await engineSettings(ctx);
  const deleted: Record<string, number> = {};
  for (const { table, column, keep } of TABLES) {
    const before = new Date(ctx.now.getTime() - retentionDays[keep] * 86_400_000).toISOString();
    deleted[table] = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const result = await ctx.db.execute<{ n: number }>(sql`
          with gone as (
            delete from ${sql.identifier(table)} where ctid in (
              select ctid from ${sql.identifier(table)} where ${sql.identifier(column)} < ${before}::timestamptz
              limit ${BATCH}
            ) returning 1
          ) select count(*)::int as n from gone`);
      const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      deleted[table] += n;
      if (n < BATCH) break;
    }
    if (deleted[table])
      ctx.log.info(`Retention: ${deleted[table]} ${table} rows older than ${before} deleted`);
  }
  return deleted;
}
