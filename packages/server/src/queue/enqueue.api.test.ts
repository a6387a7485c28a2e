import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { inTransaction } from '../context/in-transaction';
import { executorOf } from '../db/client';
import { enqueue } from './enqueue';
import { defineQueue } from './job-queue';

const PER_KEY = defineQueue<{ n: number }>({ name: 'test-enqueue-stately', policy: 'stately' });

describe('queuing work a stately job already waits for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withQueue: true });
    await t.queue?.ensureQueues([PER_KEY]);
  });
  afterAll(() => t.close());

  const statesOf = async (key: string) =>
    (
      await t.database.executeSql(
        'select state from pgboss.job where name = $1 and singleton_key = $2 order by created_on',
        [PER_KEY.name, key],
      )
    ).rows.map((row) => row.state);

  const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('leaves it to the waiting job when that one runs after the commit', async () => {
    await enqueue(t.systemContext(), PER_KEY, { n: 1 }, { singletonKey: 'a' });
    await inTransaction(t.systemContext(), async (tx) => {
      expect(await enqueue(tx, PER_KEY, { n: 2 }, { singletonKey: 'a' })).toBeNull();
    });
    await settled();
    expect(await statesOf('a')).toEqual(['created']);
  });

  it('queues another once committed when a worker took the waiting job meanwhile', async () => {
    await enqueue(t.systemContext(), PER_KEY, { n: 1 }, { singletonKey: 'b' });
    await inTransaction(t.systemContext(), async (tx) => {
      expect(await enqueue(tx, PER_KEY, { n: 2 }, { singletonKey: 'b' })).toBeNull();
      // A worker fetches the waiting job and finishes it before this transaction commits, so it never saw this
      // change (written through the transaction: embedded PGlite has the one connection).
      await executorOf(tx.db, t.database)(
        "update pgboss.job set state = 'completed' where name = $1 and singleton_key = 'b'",
        [PER_KEY.name],
      );
    });
    await settled();
    expect(await statesOf('b')).toEqual(['completed', 'created']);
  });
});
