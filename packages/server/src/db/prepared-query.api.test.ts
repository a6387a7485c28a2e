import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../test/helpers/test-database';
import type { Database } from './client';
import { executeNamed } from './prepared-query';

describe('executeNamed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.executeSql(
      `create table named_probe (n int, at timestamptz);
       insert into named_probe select n, '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 hour'
       from generate_series(1, 5) n`,
    );
  });
  afterAll(() => database.close());

  const probe = (from: number) => sql`select n, at from named_probe where n >= ${from} order by n`;
  const built = (from: number) => new PgDialect().sqlToQuery(probe(from));

  it('answers what db.execute answers, run after run with other parameters', async () => {
    for (const from of [1, 4, 2, 4]) {
      const expected = (await database.db.execute(probe(from))) as unknown as { rows: unknown[] };
      const named = await executeNamed(database.db, built(from));
      expect(named.rows).toEqual(expected.rows);
      expect(named.rows).toHaveLength(6 - from);
    }
  });

  it("runs on a transaction's own connection", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into named_probe values (6, now())`);
        expect((await executeNamed(tx, built(6))).rows).toHaveLength(1);
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    expect((await executeNamed(database.db, built(6))).rows).toHaveLength(0);
  });
});
