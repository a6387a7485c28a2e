import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbDriver = 'pglite' | 'postgres';

/** Plain parameterised SQL on the same connection(s) drizzle uses: for pg-boss and for hand-written queries. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  driver: DbDriver;
  db: Db;
  executeSql: ExecuteSql;
  /** For pg-boss on PostgreSQL: it opens its own pool. */
  connectionString: string | undefined;
  /** Runs `fn` while holding a database-wide advisory lock (PostgreSQL); PGlite has one process, so no lock. */
  withAdvisoryLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from any process on this database, once the notifying
   * transaction commits. Resolves to the unsubscribe function.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Embedded PGlite in `<dataDir>/pglite`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (!dataDir) return pgliteDatabase(await PGlite.create());
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dir));
}

/** The database over an open PGlite instance. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    driver: 'pglite',
    db,
    // Statements without parameters go through exec() (it accepts several statements, as pg-boss sends).
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values as never[]);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    connectionString: undefined,
    withAdvisoryLock: (_lockId, fn) => fn(),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the database drops (restart, failover, admin termination) emits 'error' on the pool; without
  // a listener that would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (err) => process.stderr.write(`database: idle connection lost: ${err.message}\n`));
  // Fail fast with a clear message when the server is not reachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    driver: 'postgres',
    db,
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    connectionString,
    // Session-level lock: taken and released on one dedicated connection.
    withAdvisoryLock: async (lockId, fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await fn();
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        conn.release();
      }
    },
    listen: (channel, onPayload) => listenOnPostgres(connectionString, channel, onPayload),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 2_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the database goes away
 * the connection is opened again until it comes back; notifications sent meanwhile are lost, which the listeners
 * tolerate (they only hint that something changed).
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
    } catch (error) {
      await next.end().catch(() => undefined);
      // The first connection must work (start-up fails clearly); later ones are retried until the database is back.
      if (!client) throw error;
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * Plain SQL on the connection a drizzle handle runs on: inside a transaction, that transaction's own connection
 * (so work queued with pg-boss commits or rolls back with the rest of the request); otherwise the database's.
 * Drizzle keeps the connection on its session: node-postgres' PoolClient or PGlite's Transaction, both of which
 * answer `query(text, values)`. db/client.api.test.ts proves it on both drivers.
 */
export function executorOf(db: Db, database: Database): ExecuteSql {
  if (!(db instanceof PgTransaction)) return database.executeSql;
  const client = (db as unknown as { session: { client: { query: ExecuteSql } } }).session.client;
  return (text, values) => client.query(text, values ?? []);
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
