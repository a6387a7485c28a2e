// Every setting, kept in memory so the job engine does not read app_config for each report, scoring and webhook
// check (it did, about three times per call). Settings stay live: a change through the console forgets the
// snapshot in this process at its commit and, through NOTIFY in the same transaction, in every other server
// process on the database; a change made outside the console (psql) is seen within TTL_MS.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../context/service-context';
import { listenForInvalidation } from '../db/cache-invalidation';
import { type Database, type Db, isTransaction } from '../db/client';
import { appConfig } from '../db/schema';
import type { ConfigRow } from './stored-value';

export const SETTINGS_CHANNEL = 'callops_settings';
/** A safety net for changes made outside the console, and for a notification ever lost. */
const TTL_MS = 5_000;

/** Every app_config row by key, as one read saw them. Never changed once made: derived values may be kept per snapshot. */
export type SettingsRows = ReadonlyMap<string, ConfigRow>;

export interface SettingsSnapshotCache {
  /** The settings as they are now, read with the caller's handle (its transaction) when the snapshot is stale. */
  read(db: Db): Promise<SettingsRows>;
  /** Drops the snapshot; `db`, a transaction that changed settings, reads them itself until it ends. */
  forget(db?: Db): void;
  close(): Promise<void>;
}

export function createSettingsSnapshotCache(database: Database): SettingsSnapshotCache {
  let snapshot: { rows: SettingsRows; at: number } | undefined;
  // Bumped by every forget: a read that started before one must not store what it read.
  let epoch = 0;
  // Transactions that changed settings: what they read is not yet committed, so it is neither served nor kept.
  const changing = new WeakSet<Db>();
  const forget = (db?: Db) => {
    epoch += 1;
    snapshot = undefined;
    // Outside a transaction the change has committed already: nothing to hold back.
    if (db && isTransaction(db)) changing.add(db);
  };
  // Until this process hears other processes' changes, it keeps nothing.
  const listener = listenForInvalidation(
    database,
    SETTINGS_CHANNEL,
    () => forget(),
    () => forget(),
  );

  return {
    async read(db) {
      await listener.ready;
      const own = changing.has(db);
      if (!own && snapshot && performance.now() - snapshot.at < TTL_MS) return snapshot.rows;
      const started = epoch;
      const rows: SettingsRows = new Map((await db.select().from(appConfig)).map((row) => [row.key, row]));
      if (!own && listener.hearing() && epoch === started) snapshot = { rows, at: performance.now() };
      return rows;
    },
    forget,
    async close() {
      snapshot = undefined;
      await listener.close();
    },
  };
}

/**
 * Call in the transaction that writes app_config: every process drops its snapshot once it commits, and this
 * transaction reads the settings afresh meanwhile.
 */
export async function settingsChanged(ctx: ServiceContext): Promise<void> {
  await notifySettingsChanged(ctx.db);
  ctx.app.settings.forget(ctx.db);
  ctx.afterCommit(() => ctx.app.settings.forget());
}

/** Tells every server process on the database that settings changed, once `db`'s transaction (if any) commits. */
export async function notifySettingsChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
}
