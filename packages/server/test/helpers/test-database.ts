import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

export const migrationsFolder = path.join(__dirname, '..', '..', 'drizzle');

/** Which database this run of the server suite uses: `TEST_DB=postgres` (with TEST_DATABASE_URL) or PGlite. */
export const testDriver: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database created from
 * TEST_DATABASE_URL (dropped again on close) so parallel test files never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') {
    const database = await openPglite(undefined);
    await runMigrations(database, migrationsFolder);
    return database;
  }
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
