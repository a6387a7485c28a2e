// On PostgreSQL a hand-written statement run through executeNamed is parsed and planned once per connection.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../test/helpers/test-database';
import type { Database } from './client';
import { executeNamed } from './prepared-query';

const built = (query: SQL) => new PgDialect().sqlToQuery(query);

describe('executeNamed on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps one prepared statement per text on the connection, reused with other parameters', async () => {
    await database.db.transaction(async (tx) => {
      const prepared = async () =>
        (
          (await tx.execute(
            sql`select name, statement from pg_prepared_statements where name like 'stmt_%' order by name`,
          )) as unknown as { rows: { name: string; statement: string }[] }
        ).rows;
      expect(await prepared()).toEqual([]);
      for (const n of [1, 2, 3]) {
        expect((await executeNamed(tx, built(sql`select ${n}::int + 1 as next`))).rows).toEqual([
          { next: n + 1 },
        ]);
      }
      const once = await prepared();
      expect(once).toHaveLength(1);
      expect(once[0]?.statement).toBe('select $1::int + 1 as next');
      await executeNamed(tx, built(sql`select ${1}::int + 2 as next`));
      expect(await prepared()).toHaveLength(2);
    });
  });
});
