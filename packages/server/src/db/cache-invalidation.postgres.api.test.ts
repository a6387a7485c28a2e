// A cache's LISTEN connection lost and opened again: what was notified in between was never heard, so the cache
// keeps nothing while it is deaf and forgets everything once it hears again.
import { until } from '../../test/helpers/leads';
import { openTestDatabase } from '../../test/helpers/test-database';
import { listenReconnects } from '../metrics/series';
import { listenForInvalidation } from './cache-invalidation';
import type { Database } from './client';

describe('a lost LISTEN connection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('makes the cache deaf and forget all until it listens again', async () => {
    const heard: string[] = [];
    let forgotten = 0;
    const listener = listenForInvalidation(
      database,
      'callops_gap_test',
      (payload) => heard.push(payload),
      () => {
        forgotten += 1;
      },
    );
    await listener.ready;
    expect(listener.hearing()).toBe(true);
    const reconnects = async () => (await listenReconnects.get()).values[0]?.value ?? 0;
    const reconnectsBefore = await reconnects();

    // As a database restart or an administrator would end it.
    await database.executeSql(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "callops_gap_test"'`,
    );
    await until('the loss to be noticed', () => !listener.hearing(), 5_000);
    expect(forgotten).toBe(1);

    await until('the listener to be back', () => listener.hearing(), 10_000);
    expect(forgotten).toBe(2);
    // /metrics counts the reconnect.
    expect(await reconnects()).toBe(reconnectsBefore + 1);
    await database.executeSql("select pg_notify('callops_gap_test', 'after the gap')");
    await until('a notice after the gap to be heard', () => heard.includes('after the gap'), 5_000);
    await listener.close();
  });
});
