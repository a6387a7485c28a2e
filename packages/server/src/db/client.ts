import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  close(): Promise<void>;
}

/** Embedded PGlite in `<dataDir>/pglite`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
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
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
