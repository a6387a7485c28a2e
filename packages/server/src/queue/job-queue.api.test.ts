import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { executorOf } from '../db/client';
import { defineQueue } from './job-queue';

const PER_KEY = defineQueue<{ n: number }>({ name: 'test-stately', policy: 'stately' });

describe('a stately queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withQueue: true });
    await t.queue?.ensureQueues([PER_KEY]);
  });
  afterAll(() => t.close());

  const jobsOf = async (key: string) =>
    (
      await t.database.executeSql(
        `select state, data from pgboss.job where name = $1 and singleton_key = $2 order by created_on`,
        [PER_KEY.name, key],
      )
    ).rows;

  it('queues one job a key while one waits, and the next once that one runs', async () => {
    const queue = t.queue;
    if (!queue) throw new Error('no queue');
    expect(await queue.send(undefined, PER_KEY, { n: 1 }, { singletonKey: 'a' })).toEqual(expect.any(String));
    expect(await queue.send(undefined, PER_KEY, { n: 2 }, { singletonKey: 'a' })).toBeNull();
    // Inside a transaction too: the statement that looks runs on the transaction's connection.
    await t.database.db.transaction(async (tx) => {
      expect(
        await queue.send(executorOf(tx, t.database), PER_KEY, { n: 3 }, { singletonKey: 'a' }),
      ).toBeNull();
    });
    expect(await queue.send(undefined, PER_KEY, { n: 4 }, { singletonKey: 'b' })).toEqual(expect.any(String));
    expect(await jobsOf('a')).toEqual([{ state: 'created', data: { n: 1 } }]);

    await t.database.executeSql(
      `update pgboss.job set state = 'active' where name = $1 and singleton_key = 'a'`,
      [PER_KEY.name],
    );
    expect(await queue.send(undefined, PER_KEY, { n: 5 }, { singletonKey: 'a' })).toEqual(expect.any(String));
    expect(await jobsOf('a')).toEqual([
      { state: 'active', data: { n: 1 } },
      { state: 'created', data: { n: 5 } },
    ]);
  });
});

describe('waking a worker', () => {
  const GATHERED = defineQueue<{ n: number }>({ name: 'test-gathered' });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withQueue: true });
    await t.queue?.ensureQueues([GATHERED]);
  });
  afterAll(() => t.close());

  it('takes the jobs queued together in one fetch, and fetches a later one when it is due', async () => {
    const queue = t.queue;
    if (!queue) throw new Error('no queue');
    const batches: number[][] = [];
    // A poll far away: only wakes fetch.
    await queue.work(GATHERED, { batchSize: 10, pollingIntervalSeconds: 60 }, async (jobs) => {
      batches.push(jobs.map((job) => job.data.n).sort());
    });
    // The worker's first fetch, at its start, has passed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    batches.length = 0;
    const notified = jest.spyOn(queue.boss, 'notifyWorker');
    for (const n of [1, 2, 3]) {
      await queue.send(undefined, GATHERED, { n });
      queue.wake(GATHERED);
    }
    await queue.send(undefined, GATHERED, { n: 4 }, { startAfter: 1 });
    queue.wake(GATHERED, 1000);
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    expect(notified).toHaveBeenCalledTimes(2);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });
});
