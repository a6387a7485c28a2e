// A dispatch round left active by a process that died is cancelled and the job's next round queued at once; a round
// whose process still runs is left alone.

import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { QUEUES } from '../queues';
import { resumeDeadRounds } from './dead-rounds';

describe('dead dispatch rounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withQueue: true });
    await t.app.services.queue?.ensureQueues([QUEUES.dispatch]);
  });
  afterAll(() => t.close());

  /** A running calling job (one per type) whose round is active in the queue, run by the process of `processKey`. */
  async function activeRound(jobId: string, type: string, processKey: number): Promise<string> {
    const { database, queue } = t.app.services;
    await database.executeSql(
      `insert into jobs (id, type, status, started_at) values ($1, $2, 'running', now())`,
      [jobId, type],
    );
    const boss = queue?.boss;
    await boss?.send(QUEUES.dispatch.name, { jobId }, { singletonKey: jobId });
    const [fetched] = (await boss?.fetch(QUEUES.dispatch.name)) ?? [];
    if (!fetched) throw new Error('no round to fetch');
    await database.executeSql('update jobs set dispatch_round_id = $1, dispatch_process = $2 where id = $3', [
      fetched.id,
      processKey,
      jobId,
    ]);
    return fetched.id;
  }

  const state = async (id: string) =>
    (await t.app.services.queue?.boss.getJobById(QUEUES.dispatch.name, id))?.state;

  const waiting = async (jobId: string) => {
    const { rows } = await t.app.services.database.executeSql(
      "select count(*)::int as n from pgboss.job where name = $1 and state = 'created' and singleton_key = $2",
      [QUEUES.dispatch.name, jobId],
    );
    return rows[0]?.n;
  };

  it('cancels a round whose process is gone and queues the next, leaving a live process its round', async () => {
    const ctx = createServiceContext(t.app.services, { actor: SYSTEM_ACTOR });
    const deadKey = t.app.services.database.processKey + 1;
    const dead = await activeRound('job-dead', 'cold_calling', deadKey);
    const alive = await activeRound('job-alive', 'reminder_calls', t.app.services.database.processKey);

    expect(await resumeDeadRounds(ctx)).toBe(1);
    expect(await state(dead)).toBe('cancelled');
    expect(await waiting('job-dead')).toBe(1);
    expect(await state(alive)).toBe('active');
    expect(await waiting('job-alive')).toBe(0);
    // Once resumed, the round is not found again.
    expect(await resumeDeadRounds(ctx)).toBe(0);
  });
});
