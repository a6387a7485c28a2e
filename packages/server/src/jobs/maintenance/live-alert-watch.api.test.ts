// The live alerts' watcher (issue 40): the engine checks the calls in progress every few seconds, so a call raises its
// alerts (once per call and kind, as job events) with nobody reading the Live Calls list.
import { until } from '../../../test/helpers/leads';
import { completedJobs } from '../../../test/helpers/queue-jobs';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { QUEUES } from '../queues';

describe('the live alerts watcher', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true });
  });
  afterAll(() => t.close());

  const alertEvents = async (callId: number) =>
    (
      await t.database.executeSql(
        `select data->>'kind' as kind from job_events
         where type = 'call_alert' and (data->>'callId')::int = $1 order by id`,
        [callId],
      )
    ).rows.map((row) => (row as { kind: string }).kind);
  const checksDone = () => completedJobs(t, QUEUES.liveAlerts.name);

  it('records the alerts of a call nobody reads, once per call and kind', async () => {
    // A finished job: its call is all there is to watch (a running one would be dispatched).
    await t.database.executeSql(
      `insert into jobs (id, type, status) values ('job-watch', 'cold_calling', 'completed')`,
    );
    const { rows } = await t.database.executeSql(
      `insert into calls (call_sid, status, job_id, job_type, provider, company_name, created_at)
       values ('vapi-watch-1', 'in-progress', 'job-watch', 'cold_calling', 'vapi', 'Maple Plumbing', $1) returning id`,
      [TEST_NOW],
    );
    const callId = (rows[0] as { id: number }).id;
    // Eleven minutes on, without a word: past the duration limit (10 minutes) and the silence limit (20 seconds).
    t.clock.advance(11 * 60_000);
    try {
      await until(
        'the watcher raises both alerts',
        async () => (await alertEvents(callId)).length === 2,
        30_000,
      );
      const done = await checksDone();
      await until('another check', async () => (await checksDone()) > done, 30_000);
      expect((await alertEvents(callId)).sort()).toEqual(['long_call', 'silence']);
      const kept = await t.database.executeSql(
        'select kind from call_alerts where call_id = $1 order by kind',
        [callId],
      );
      expect(kept.rows).toEqual([{ kind: 'long_call' }, { kind: 'silence' }]);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
