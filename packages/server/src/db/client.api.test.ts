import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/helpers/test-database';
import { type Database, executorOf } from './client';

describe('executorOf', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.executeSql('create table executor_probe (n int)');
  });
  afterAll(() => database.close());

  it("runs plain SQL on a transaction's own connection: it commits and rolls back with the transaction", async () => {
    await database.db.transaction(async (tx) => {
      await executorOf(tx, database)('insert into executor_probe values ($1)', [1]);
      const seen = (await tx.execute(sql`select count(*)::int as n from executor_probe`)) as unknown as {
        rows: { n: number }[];
      };
      expect(seen.rows[0]?.n).toBe(1);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await executorOf(tx, database)('insert into executor_probe values ($1)', [2]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await database.executeSql('select n from executor_probe order by n');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('uses the database itself outside a transaction', async () => {
    expect(executorOf(database.db, database)).toBe(database.executeSql);
  });
});
