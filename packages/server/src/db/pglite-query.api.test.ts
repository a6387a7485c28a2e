import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, pgliteDatabase } from './client';

describe('PGlite statements in one call', () => {
  let client: PGlite;
  let database: Database;
  beforeAll(async () => {
    client = await PGlite.create();
    database = pgliteDatabase(client);
    await database.executeSql(
      'create table notes (id int primary key, body text, tags text[], doc jsonb, raw bytea)',
    );
  });
  afterAll(() => database.close());

  it('makes one call into PGlite per statement, not one per protocol message', async () => {
    const calls = jest.spyOn(client, 'execProtocolStream');
    try {
      await database.executeSql('select $1::int as n', [1]);
      await database.db.execute(sql`select ${2}::int as n`);
      expect(calls).toHaveBeenCalledTimes(2);
    } finally {
      calls.mockRestore();
    }
  });

  it('writes parameters as node-postgres does: nulls, quotes, arrays, objects as JSON, dates, bytes', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const { rows } = await database.executeSql(
      `select $1::text as nothing, $2::text as quoted, $3::int + 1 as sum, $4::bool as flag, $5::timestamptz as at,
        $6::text[] as list, $7::int[][] as grid, $8::jsonb as doc, $9::bytea as raw, $10::bigint as big`,
      [
        null,
        `it's "quoted" \\ and ü`,
        41,
        false,
        at,
        ['a,b', null, '"x"'],
        [
          [1, 2],
          [3, 4],
        ],
        { a: [1, { b: null }] },
        Buffer.from([0, 255]),
        9007199254740993n,
      ],
    );
    expect(rows[0]).toEqual({
      nothing: null,
      quoted: `it's "quoted" \\ and ü`,
      sum: 42,
      flag: false,
      at,
      list: ['a,b', null, '"x"'],
      grid: [
        [1, 2],
        [3, 4],
      ],
      doc: { a: [1, { b: null }] },
      raw: new Uint8Array([0, 255]),
      big: 9007199254740993n,
    });
  });

  it('counts the rows a statement changed, and gives rows as arrays when asked (drizzle selects)', async () => {
    await database.executeSql(`insert into notes (id, body) values (1, 'one'), (2, 'two')`);
    const updated = await database.db.execute(sql`update notes set body = upper(body) where id <= ${2}`);
    expect((updated as unknown as { affectedRows: number }).affectedRows).toBe(2);
    expect((await database.executeSql('delete from notes where id = $1', [2])) as unknown).toMatchObject({
      affectedRows: 1,
    });
    const selected = await database.db
      .select({ id: sql<number>`id`, body: sql<string>`body` })
      .from(sql`notes`);
    // Drizzle reads a select with fields as arrays, by position.
    expect(selected).toEqual([{ id: 1, body: 'ONE' }]);
  });

  it("throws PostgreSQL's error with its statement, and the next statement runs, in and out of a transaction", async () => {
    const failing = database.executeSql('select nope from notes where id = $1', [1]);
    await expect(failing).rejects.toMatchObject({
      code: '42703',
      query: 'select nope from notes where id = $1',
    });
    expect((await database.executeSql('select count(*)::int as n from notes', [])).rows).toEqual([{ n: 1 }]);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (${3}, 'three')`);
        await tx.execute(sql`insert into notes (id, body) values (${3}, 'again')`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    // The transaction rolled back as a whole; the connection is free again.
    expect(
      (await database.executeSql('select count(*)::int as n from notes where id = $1', [3])).rows,
    ).toEqual([{ n: 0 }]);
  });
});
