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
/** A digest of the migrations (and of what else shapes a migrated database): it names what was made from them. */
function migrationsDigest(extra: unknown): string {
  const migrations = createHash('sha256').update(JSON.stringify(extra));
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (/\.(sql|json)$/.test(file))
      migrations.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return migrations.digest('hex').slice(0, 16);
}

async function migratedPgliteDump(): Promise<Blob> {
  const dumpFile = path.join(tmpdir(), `callops-pglite-${migrationsDigest(DUMP_RECIPE)}.tar`);
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

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A PostgreSQL database migrated once per set of migrations, which every test file's database is copied from:
 * copying takes a fraction of running the migrations again. Parallel test files make it once, under an advisory
 * lock; the templates of older migrations are dropped then, when nothing uses them.
 */
async function migratedTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const template = `callops_template_${migrationsDigest('postgres')}`;
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
  if (await exists()) return template;
  await admin.query("select pg_advisory_lock(hashtext('callops test template'))");
  try {
    if (await exists()) return template;
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'callops\\_template\\_%'",
    );
    // Not forced: one still in use (another checkout's suite running now) stays.
    for (const { datname } of stale.rows)
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    // Made under another name and renamed once migrated: a template is never seen half made.
    const partial = `${template}_partial`;
    await admin.query(`drop database if exists ${partial} with (force)`);
    await admin.query(`create database ${partial}`);
    const database = await openPostgres(databaseUrl(adminUrl, partial));
    try {
      await runMigrations(database, migrationsFolder);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${partial} rename to ${template}`);
    return template;
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('callops test template'))");
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database copied from the migrated template at
 * TEST_DATABASE_URL (dropped again on close) so parallel test files never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') return pgliteDatabase(await openTestPglite());
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `callops_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Once more if another checkout's suite, on other migrations, dropped the template in between.
    const copy = async () =>
      admin.query(`create database ${name} template ${await migratedTemplate(admin, adminUrl)}`);
    await copy().catch((error: { code?: string }) => {
      if (error.code === '3D000') return copy();
      throw error;
    });
  } finally {
    await admin.end();
  }
  const database = await openPostgres(databaseUrl(adminUrl, name));
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
