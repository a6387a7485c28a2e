// The failed sign-ins of every server process, in one table: N replicas allow exactly the configured attempts
// (each process's memory would allow N times as many). A sliding window read per key from (key, at) rows; the
// engine's upkeep deletes rows older than a day.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';
import type { FailureLog } from './login-throttle';

export function createDatabaseFailureLog(database: Database): FailureLog {
  const { db } = database;
  return {
    async since(key, since) {
      const rows = await db
        .select({ at: loginFailures.at })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, key), gt(loginFailures.at, new Date(since))))
        .orderBy(asc(loginFailures.at));
      return rows.map((row) => row.at.getTime());
    },
    async add(keys, at) {
      await db.insert(loginFailures).values(keys.map((key) => ({ key, at: new Date(at) })));
    },
    async clear(key) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}
