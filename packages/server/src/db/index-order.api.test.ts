import { createTestApp, type TestApp } from '../../test/helpers/test-app';

describe('indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keep every descending key NULLS FIRST, the order ORDER BY … DESC reads (an index in the other order serves no newest-first list)', async () => {
    const { rows } = await t.database.executeSql(
      `select indexname from pg_indexes where schemaname = 'public' and indexdef like '%DESC NULLS LAST%'`,
    );
    expect(rows).toEqual([]);
  });
});
