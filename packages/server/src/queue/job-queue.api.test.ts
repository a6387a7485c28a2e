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
    for (const n of [1, 2, 3]) await queue.send(undefined, GATHERED, { n });
    // Wakes asked for within the gather window, as by the sends of one request, make one fetch. (A wake after each
    // send would test how fast a send is: on a loaded machine one took longer than the window.)
    for (let i = 0; i < 3; i += 1) queue.wake(GATHERED);
    await queue.send(undefined, GATHERED, { n: 4 }, { startAfter: 1 });
    queue.wake(GATHERED, 1000);
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    expect(notified).toHaveBeenCalledTimes(2);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });
});

describe('fetching without waiting for the poll', () => {
  const BACKLOG = defineQueue<{ n: number }>({ name: 'test-backlog' });
  const FLAKY = defineQueue<{ n: number }>({ name: 'test-flaky', retryLimit: 1, retryDelay: 1 });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withQueue: true });
    await t.queue?.ensureQueues([BACKLOG, FLAKY]);
  });
  afterAll(() => t.close());

  const until = async (done: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('takes the next batch at once after a full one', async () => {
    const queue = t.queue;
    if (!queue) throw new Error('no queue');
    for (const n of [1, 2, 3, 4, 5]) await queue.send(undefined, BACKLOG, { n });
    const batches: number[][] = [];
    // A poll far away: a full batch alone must bring the next.
    await queue.work(BACKLOG, { batchSize: 2, pollingIntervalSeconds: 60 }, async (jobs) => {
      batches.push(jobs.map((job) => job.data.n).sort());
    });
    await until(() => batches.flat().length === 5, 3_000);
    // Which jobs share a batch is pg-boss's order (jobs queued in the same instant are ordered by their random ids).
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
    expect(batches.flat().sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes a failed batch again when its retry is due', async () => {
    const queue = t.queue;
    if (!queue) throw new Error('no queue');
    const attempts: number[] = [];
    await queue.work(FLAKY, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
      attempts.push(Date.now());
      if (attempts.length === 1) throw new Error('the first attempt fails');
    });
    // The worker's first fetch, at its start, has passed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await queue.send(undefined, FLAKY, { n: 1 });
    queue.wake(FLAKY);
    await until(() => attempts.length === 2, 3_000);
    expect(attempts).toHaveLength(2);
    expect((attempts[1] as number) - (attempts[0] as number)).toBeGreaterThanOrEqual(1_000);
  });

  it('stops polling for smoke jobs once its own ran', async () => {
    const queue = t.queue;
    if (!queue) throw new Error('no queue');
    expect(await queue.check()).toBe('ok');
    const id = await queue.boss.send('smoke', { at: new Date().toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await queue.boss.getJobById('smoke', id as string))?.state).toBe('created');
    // Health still answers from what it saw.
    expect(await queue.check()).toBe('ok');
  });
});
