import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

// Any fixed number: every server process that migrates the same PostgreSQL database takes this lock first.
const MIGRATION_LOCK_ID = 7_311_902;

/** Applies the committed SQL migrations. On PostgreSQL several processes may start at once: serialise them. */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK_ID, () =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
