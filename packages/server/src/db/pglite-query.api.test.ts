import type { PGlite, Results } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openTestPglite } from '../../test/helpers/test-database';
import { type Database, pgliteDatabase } from './client';
import { type Parsers, pgliteStatements, plannedPerRun } from './pglite-query';

describe('PGlite statements in one call', () => {
  let client: PGlite;
  let database: Database;
  beforeAll(async () => {
    client = await openTestPglite();
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

describe('PGlite statements kept prepared', () => {
  let client: PGlite;
  let run: ReturnType<typeof pgliteStatements>;
  let parsers: Parsers;
  let database: Database;
  /** The message types each call into PGlite carried, as letters (P parse, B bind, C close…). */
  const sent: string[] = [];
  const tagsOf = (buffer: Uint8Array) => {
    const tags: string[] = [];
    for (
      let at = 0;
      at < buffer.length;
      at += 1 + new DataView(buffer.buffer, buffer.byteOffset).getInt32(at + 1)
    )
      tags.push(String.fromCharCode(buffer[at] ?? 0));
    return tags.join('');
  };
  beforeAll(async () => {
    client = await openTestPglite();
    const execute = client.execProtocolStream.bind(client);
    jest.spyOn(client, 'execProtocolStream').mockImplementation((buffer, options) => {
      sent.push(tagsOf(buffer));
      return execute(buffer, options);
    });
    run = pgliteStatements(client, 2);
    database = pgliteDatabase(client);
    parsers = client.parsers;
    await client.exec('create table items (id int primary key, label text)');
  });
  beforeEach(() => {
    sent.length = 0;
  });
  afterAll(() => client.close());

  it('parses a parameterised statement once; statements without parameters each time', async () => {
    await run('insert into items values ($1, $2)', [1, 'one'], parsers, 'object');
    await run('insert into items values ($1, $2)', [2, 'two'], parsers, 'object');
    await run('select count(*) from items', [], parsers, 'object');
    await run('select count(*) from items', [], parsers, 'object');
    expect(sent).toEqual(['PBDES', 'BDES', 'PBDES', 'PBDES']);
    expect((await run('select label from items where id = $1', [2], parsers, 'object')).rows).toEqual([
      { label: 'two' },
    ]);
  });

  it('plans a statement marked as planned per run for each run', async () => {
    const marked = (await database.db.execute(
      plannedPerRun(sql`select ${1}::int as n`),
    )) as unknown as Results;
    expect(marked.rows).toEqual([{ n: 1 }]);
    await database.db.execute(plannedPerRun(sql`select ${2}::int as n`));
    expect(sent).toEqual(['PBDES', 'PBDES']);
  });

  it('writes a trailing page size and offset into the text, so each page size stays prepared with its own plan', async () => {
    const page = 'select id from items order by id limit $1 offset $2';
    expect((await run(page, [2, 0], parsers, 'object')).rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await run(page, [2, 0], parsers, 'object')).rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await run(page, [1, 1], parsers, 'object')).rows).toEqual([{ id: 2 }]);
    await run(page, [1, 1], parsers, 'object');
    const kept = await run('select statement from pg_prepared_statements order by 1', [], parsers, 'object');
    expect(kept.rows).toEqual([
      { statement: 'select id from items order by id limit 1 offset 1' },
      { statement: 'select id from items order by id limit 2 offset 0' },
    ]);
    const one = 'select id from items where id = $1 limit $2';
    expect((await run(one, [1, 1], parsers, 'object')).rows).toEqual([{ id: 1 }]);
    await run(one, [1, 1], parsers, 'object');
    // (Closing statements let go, C, may come first.)
    expect(sent.map((tags) => tags.replace(/^C+/, ''))).toEqual([
      'PBDES',
      'BDES',
      'PBDES',
      'BDES',
      'PBDES',
      'PBDES',
      'BDES',
    ]);
  });

  it('plans a page of rows for its size each time when the size is not a trailing parameter', async () => {
    const page = 'select id from items where id > $2 order by id limit $1';
    expect((await run(page, [10, 1], parsers, 'object')).rows).toEqual([{ id: 2 }]);
    await run(page, [10, 1], parsers, 'object');
    // A size of one row is kept prepared: one plan fits it.
    await run(page, [1, 0], parsers, 'object');
    await run(page, [1, 0], parsers, 'object');
    expect(sent.map((tags) => tags.replace(/^C+/, ''))).toEqual(['PBDES', 'PBDES', 'PBDES', 'BDES']);
  });

  it('keeps only the most recently used ones, closing the one let go', async () => {
    const byId = 'select label from items where id = $1';
    const byLabel = 'select id from items where label = $1';
    const both = 'select id from items where id = $1 and label = $2';
    await run(byId, [1], parsers, 'object');
    await run(byLabel, ['one'], parsers, 'object');
    await run(byId, [1], parsers, 'object');
    // Three texts, two kept: the least recently used (byLabel) is closed as the third is made.
    await run(both, [1, 'one'], parsers, 'object');
    expect(sent.at(-1)).toBe('CPBDES');
    const kept = await run('select statement from pg_prepared_statements order by 1', [], parsers, 'object');
    expect(kept.rows).toEqual([{ statement: both }, { statement: byId }]);
  });

  it('does not keep a statement whose parse failed; keeps one that failed when it ran', async () => {
    await expect(run('select nope from items where id = $1', [1], parsers, 'object')).rejects.toMatchObject({
      code: '42703',
    });
    await expect(run('select nope from items where id = $1', [1], parsers, 'object')).rejects.toMatchObject({
      code: '42703',
    });
    await expect(
      run('insert into items values ($1, $2)', [1, 'again'], parsers, 'object'),
    ).rejects.toMatchObject({
      code: '23505',
    });
    await run('insert into items values ($1, $2)', [3, 'three'], parsers, 'object');
    expect(sent.map((tags) => tags.replace(/^C+/, ''))).toEqual(['PBDES', 'PBDES', 'PBDES', 'BDES']);
  });

  it('makes a statement afresh when its table changed its columns', async () => {
    const all = 'select * from items where id = $1';
    await run(all, [1], parsers, 'object');
    await client.exec('alter table items add column note text');
    expect((await run(all, [1], parsers, 'object')).rows).toEqual([{ id: 1, label: 'one', note: null }]);
  });
});
