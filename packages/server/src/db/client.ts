import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { dbStatements } from '../metrics/series';
import { type Parsers, pgliteStatements } from './pglite-query';
import { schema } from './schema';
import { createSharedListener } from './shared-listener';

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
   * transaction commits; `onGap(false)` when the listening connection is lost and `onGap(true)` once it listens
   * again (what was notified in between is lost). Resolves to the unsubscribe function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** The PostgreSQL pool's clients, for /metrics; absent on PGlite (one in-process connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * This process among the server processes on the database, and whether the process of a key still runs: on
   * PostgreSQL each holds a presence lock while its connection lives (shared-listener.ts); PGlite has one process.
   */
  processKey: number;
  processAlive(key: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WASM memory, all of it touched as it starts: an idle
 * server held some 120 MB more for them. A small deployment's rows fit in far fewer, and pages read again come from
 * the operating system's file cache (PGLITE_SHARED_BUFFERS_MB for a larger one; README, "Memory").
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;
const pgliteOptions = (sharedBuffersMb: number) => ({
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
});

/** Embedded PGlite in `<dataDir>/pglite`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(
  dataDir: string | undefined,
  sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB,
): Promise<Database> {
  if (!dataDir) return pgliteDatabase(await PGlite.create(pgliteOptions(sharedBuffersMb)));
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dir, pgliteOptions(sharedBuffersMb)));
}

/** The types drizzle reads as text from PGlite: timestamps, dates, intervals, numeric arrays (drizzle's own list). */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
/** Arrays among them whose PGlite parser parses each element with the instance's parser of the element's type. */
const ELEMENT_TYPES: Record<number, number> = { 1115: 1114, 1185: 1184, 1187: 1186, 1182: 1082 };
const asText = (value: string) => value;

const eachElement = (value: unknown, parse: (text: string) => unknown): unknown =>
  Array.isArray(value)
    ? value.map((element) => eachElement(element, parse))
    : typeof value === 'string'
      ? parse(value)
      : value;

/** The part of PGlite's query() drizzle and executeSql use. */
type Query = (
  text: string,
  params?: unknown[],
  options?: { rowMode?: 'array' | 'object'; parsers?: unknown },
) => Promise<Results>;

/**
 * Statements run through pgliteStatements (one call into PGlite each, not six; kept prepared). Drizzle hands PGlite its result parsers
 * with every query, and PGlite would merge them into its map of some 300 type parsers each time: drizzle's parsers
 * become the instance's own instead, and drizzle's queries use that map as it is. Plain SQL (pg-boss, executeSql)
 * reads with PGlite's original parsers for those few types, from a map built once.
 */
function pgliteQueries(client: PGlite): {
  forDrizzle: { query: Query; transaction: PGlite['transaction'] };
  plainQuery: Query;
  plainParsers: Parsers;
} {
  const parsers = client.parsers as Parsers;
  const original = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, parsers[oid]])) as Parsers;
  const own = { ...original };
  for (const [array, element] of Object.entries(ELEMENT_TYPES)) {
    const parseArray = original[Number(array)];
    const parseElement = original[element];
    // Elements PGlite reads as text stay text.
    if (!parseArray || !parseElement) continue;
    // The array parser finds its elements' parser (text now) at call time: its elements are parsed here instead.
    own[Number(array)] = (value, typeId) =>
      eachElement(parseArray(value, typeId), (text) => parseElement(text, element));
  }
  Object.assign(parsers, Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText])));
  const plainParsers = { ...parsers, ...own };
  // Drizzle's queries always carry its parsers (already the instance's); anything else is plain.
  const statements = pgliteStatements(client);
  const run: Query = (text, params, options) => {
    dbStatements.inc();
    return statements(text, params ?? [], options?.parsers ? parsers : plainParsers, options?.rowMode);
  };
  // As PGlite's own query(): after any open transaction, one statement at a time, then written through.
  const query: Query = async (text, params, options) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await run(text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  };
  return {
    forDrizzle: {
      query,
      // Drizzle runs a transaction through its query() alone (savepoints are statements too); PGlite sends its
      // BEGIN and its COMMIT or ROLLBACK itself.
      transaction: (callback) => {
        dbStatements.inc(2);
        return client.transaction((tx) =>
          callback({
            query: ((text, params, options) => {
              if (tx.closed) throw new Error('Transaction is closed');
              return client._runExclusiveQuery(() => run(text, params, options));
            }) satisfies Query,
          } as unknown as Transaction),
        );
      },
    },
    plainQuery: query,
    plainParsers,
  };
}

/** The database over an open PGlite instance. */
export function pgliteDatabase(client: PGlite): Database {
  const { forDrizzle, plainQuery, plainParsers } = pgliteQueries(client);
  const db = drizzlePglite({ client: forDrizzle as PGlite, schema }) as unknown as Db;
  // PGlite is opened by one process at a time (db/data-dir-lock.ts): only this opening's own key is alive.
  const processKey = randomInt(1, 2 ** 31 - 1);
  return {
    driver: 'pglite',
    db,
    // Statements without parameters go through exec() (it accepts several statements, as pg-boss sends).
    executeSql: async (text, values) => {
      if (values && values.length > 0) return plainQuery(text, values) as ReturnType<ExecuteSql>;
      dbStatements.inc();
      const results = await client.exec(text, { parsers: plainParsers as never });
      return results.at(-1) ?? { rows: [] };
    },
    connectionString: undefined,
    withAdvisoryLock: (_lockId, fn) => fn(),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    processKey,
    processAlive: async (key) => key === processKey,
    close: () => client.close(),
  };
}

/**
 * node-postgres' client, counting the statements it sends (callops_db_statements_total): every query of a pool goes
 * through its client's query(), a transaction's BEGIN and COMMIT too. The job queue's own pool uses it as well.
 */
export class CountedClient extends pg.Client {}
const sendQuery = pg.Client.prototype.query;
CountedClient.prototype.query = function (this: pg.Client, ...args: Parameters<typeof sendQuery>) {
  dbStatements.inc();
  return Reflect.apply(sendQuery, this, args);
} as typeof sendQuery;

/** `poolMax`: the connections of the server's own pool (DATABASE_POOL_MAX; README, "Connections"). */
export async function openPostgres(connectionString: string, poolMax = 6): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolMax, Client: CountedClient });
  const listener = createSharedListener(connectionString, pool);
  // An idle connection the database drops (restart, failover, admin termination) emits 'error' on the pool; without
  // a listener that would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (err) => process.stderr.write(`database: idle connection lost: ${err.message}\n`));
  // Fail fast with a clear message when the server is not reachable.
  const probe = await pool.connect();
  probe.release();
  await listener.start();
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
    listen: listener.listen,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    processKey: listener.processKey,
    processAlive: listener.processAlive,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** Whether a drizzle handle is a transaction's (rather than the database's own). */
export const isTransaction = (db: Db): boolean => db instanceof PgTransaction;

/**
 * Plain SQL on the connection a drizzle handle runs on: inside a transaction, that transaction's own connection
 * (so work queued with pg-boss commits or rolls back with the rest of the request); otherwise the database's.
 * Drizzle keeps the connection on its session: node-postgres' PoolClient or PGlite's Transaction, both of which
 * answer `query(text, values)`. db/client.api.test.ts proves it on both drivers.
 */
export function executorOf(db: Db, database: Database): ExecuteSql {
  if (!isTransaction(db)) return database.executeSql;
  const client = (db as unknown as { session: { client: { query: ExecuteSql } } }).session.client;
  return (text, values) => client.query(text, values ?? []);
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolMax?: number;
  pgliteSharedBuffersMb?: number;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolMax)
    : openPglite(opts.dataDir, opts.pgliteSharedBuffersMb);
}
