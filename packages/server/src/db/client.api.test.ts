import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openTestDatabase, openTestPglite } from '../../test/helpers/test-database';
import { dbStatements } from '../metrics/series';
import { type Database, executorOf, pgliteDatabase } from './client';

const statementsSent = async () => (await dbStatements.get()).values[0]?.value ?? 0;

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

  it('counts every statement it sends (callops_db_statements_total): drizzle, plain SQL, a transaction with its begin and end', async () => {
    const before = await statementsSent();
    await database.db.execute(sql`select 1`);
    await database.executeSql('select 1');
    await database.executeSql('select $1::int', [1]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await executorOf(tx, database)('select $1::int', [2]);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // 3 alone, then begin + 2 + commit, then begin + 1 + rollback.
    expect((await statementsSent()) - before).toBe(10);
  });

  it('uses the database itself outside a transaction', async () => {
    expect(executorOf(database.db, database)).toBe(database.executeSql);
  });
});

describe('PGlite without per-query parsers', () => {
  const probe = `select '2026-01-01T10:00:00Z'::timestamptz as tz, '2026-01-01 10:00'::timestamp as ts,
    '2026-01-02'::date as d, '1 day 2 hours'::interval as i, array[1.5, null]::numeric[] as n,
    array['2026-01-01T10:00:00Z'::timestamptz, null] as tzs, array[array['2026-01-02'::date]] as ds,
    array['1 hour'::interval] as iv, 7::int as whole, '{1,2}'::int[] as ints, '{"a":1}'::jsonb as doc`;
  let reference: PGlite;
  let database: Database;
  beforeAll(async () => {
    reference = await openTestPglite();
    database = pgliteDatabase(await openTestPglite());
  });
  afterAll(async () => {
    await reference.close();
    await database.close();
  });

  it('gives plain SQL (pg-boss, executeSql) what PGlite itself gives, with and without parameters', async () => {
    const expected = (await reference.query(probe)).rows;
    expect((await database.executeSql(probe)).rows).toEqual(expected);
    expect((await database.executeSql(`${probe}, $1::int as p`, [3])).rows).toEqual(
      (await reference.query(`${probe}, $1::int as p`, [3])).rows,
    );
    expect((expected[0] as { tz: unknown }).tz).toBeInstanceOf(Date);
    await database.db.transaction(async (tx) => {
      expect((await executorOf(tx, database)(probe, [])).rows).toEqual(expected);
    });
  });

  it('gives drizzle the text it parses itself, in and out of a transaction', async () => {
    const text = {
      tz: '2026-01-01 10:00:00+00',
      ts: '2026-01-01 10:00:00',
      d: '2026-01-02',
      i: '1 day 02:00:00',
    };
    const first = (result: unknown) => (result as { rows: unknown[] }).rows[0];
    expect(first(await database.db.execute(sql.raw(probe)))).toMatchObject(text);
    await database.db.transaction(async (tx) => {
      expect(first(await tx.execute(sql.raw(probe)))).toMatchObject(text);
    });
  });
});
