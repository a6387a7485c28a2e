import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPostgres, pgliteDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

export const migrationsFolder = path.join(__dirname, '..', '..', 'drizzle');

/**
 * How the dumped cluster is made, part of the dump's name: 1 MB WAL segments (initdb's 16 MB one is mostly empty) and
 * no template databases, which no test creates a database from. The dump is then 15 MB rather than 42, and each load
 * of it, once or more per test file, takes half the CPU.
 */
const DUMP_RECIPE = { initDbStartParams: ['--wal-segsize=1'], dropped: ['template0', 'template1'] };

/**
 * A migrated PGlite data directory, dumped once per set of migrations and loaded by every test file: creating an
 * empty cluster runs initdb (about 3 s a file), loading the dump a tenth of that.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const migrations = createHash('sha256').update(JSON.stringify(DUMP_RECIPE));
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (/\.(sql|json)$/.test(file))
      migrations.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  const dumpFile = path.join(tmpdir(), `callops-pglite-${migrations.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(dumpFile)) return new Blob([readFileSync(dumpFile)]);
  const client = await PGlite.create({ initDbStartParams: DUMP_RECIPE.initDbStartParams });
  await runMigrations(pgliteDatabase(client), migrationsFolder);
  for (const name of DUMP_RECIPE.dropped) {
    await client.exec(`update pg_database set datistemplate = false where datname = '${name}'`);
    await client.exec(`drop database ${name}`);
  }
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written whole, then renamed: a parallel test file reads either no dump or a complete one.
  const partial = `${dumpFile}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, dumpFile);
  return dump;
}

/** Which database this run of the server suite uses: `TEST_DB=postgres` (with TEST_DATABASE_URL) or PGlite. */
export const testDriver: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A PGlite client of its own on a copy of the migrated cluster: the dump loads in a fifth of initdb's time. */
export async function openTestPglite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await migratedPgliteDump() });
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database created from
 * TEST_DATABASE_URL (dropped again on close) so parallel test files never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') return pgliteDatabase(await openTestPglite());
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `callops_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await runMigrations(database, migrationsFolder);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
