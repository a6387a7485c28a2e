// One LISTEN connection per process for every channel: the notifications of each channel reach its subscribers,
// and the process holds a single listening backend however many channels it listens to.
import { until } from '../../test/helpers/leads';
import { openTestDatabase } from '../../test/helpers/test-database';
import type { Database } from './client';

describe('the shared LISTEN connection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('listens to every channel on one connection and delivers each channel to its own subscribers', async () => {
    const heard: string[] = [];
    const stops = await Promise.all(
      ['one_channel', 'two_channel', 'three_channel'].map((channel) =>
        database.listen(channel, (payload) => heard.push(`${channel}:${payload}`)),
      ),
    );
    const { rows } = await database.executeSql(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'",
    );
    expect(rows[0]?.n).toBe(1);
    await database.executeSql("select pg_notify('two_channel', 'a'), pg_notify('three_channel', 'b')");
    await until('both notifications', () => heard.length === 2);
    expect(heard.sort()).toEqual(['three_channel:b', 'two_channel:a']);
    await Promise.all(stops.map((stop) => stop()));
    await database.executeSql("select pg_notify('two_channel', 'c')");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toHaveLength(2);
  });
});
