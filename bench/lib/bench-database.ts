// A fresh database for one measurement, migrated and filled before the server starts: embedded PGlite in a temp
// folder, or a new database on the PostgreSQL at BENCH_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type ExecuteSql, openPglite, openPostgres } from '../../packages/server/src/db/client';
import { runMigrations } from '../../packages/server/src/db/migrate';

const migrations = path.resolve(import.meta.dirname, '..', '..', 'packages', 'server', 'drizzle');
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DriverName = 'pglite' | 'postgres';

export interface BenchDatabase {
  /** What the server needs to open it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** Plain SQL on the PostgreSQL server itself (creating and dropping the measurement's databases). */
async function onServer<T>(work: (sql: ExecuteSql) => Promise<T>): Promise<T> {
  const admin = await openPostgres(POSTGRES_URL);
  try {
    return await work(admin.executeSql);
  } finally {
    await admin.close();
  }
}

export async function postgresReachable(): Promise<boolean> {
  try {
    await onServer((sql) => sql('select 1'));
    return true;
  } catch {
    return false;
  }
}

export async function prepareDatabase(
  driver: DriverName,
  fill: (sql: ExecuteSql) => Promise<void>,
): Promise<BenchDatabase> {
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'callops-bench-'));
    const database = await openPglite(dataDir);
    await runMigrations(database, migrations);
    await fill(database.executeSql);
    await database.close();
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `callops_bench_${randomBytes(5).toString('hex')}`;
  await onServer((sql) => sql(`create database ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await runMigrations(database, migrations);
  await fill(database.executeSql);
  await database.close();
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => onServer((sql) => sql(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
