// The settings that drive the engine's minute-by-minute upkeep, each changing what it does: the daily schedules
// (and their holidays) and the retention of calls, job events and logs.
import { until } from '../../../test/helpers/leads';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { runDailySchedules } from './daily-schedules';
import { pruneExpired } from './retention';

describe('daily schedules and retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true });
  });
  afterAll(() => t.close());

  const system = () => createServiceContext(t.app.services, { actor: SYSTEM_ACTOR });
  const setting = async (key: string, value: string) => {
    const res = await t.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } });
    expect([key, res.statusCode]).toEqual([key, 200]);
  };
  const jobsOfType = async (type: string) =>
    (await t.database.executeSql('select id, status from jobs where type = $1', [type])).rows;

  it('starts an enabled daily job once on a business day once its time has come, and never on a holiday', async () => {
    // Settings first: the test users' tokens live on the clock's first day.
    await setting('reminder_send_time', '10:00');
    await setting('holiday_dates', '2026-03-12');
    await setting('daily_reminders_enabled', 'true');
    t.clock.set('2026-03-11T13:59:00Z'); // 09:59 in Toronto
    await runDailySchedules(system());
    expect(await jobsOfType('send_reminders')).toEqual([]);
    t.clock.set('2026-03-11T14:00:30Z'); // 10:00
    await runDailySchedules(system());
    await runDailySchedules(system());
    expect(await jobsOfType('send_reminders')).toHaveLength(1);
    await until('the day’s reminders to be sent', async () =>
      (await jobsOfType('send_reminders')).every((job) => job.status === 'completed'),
    );
    const { rows } = await t.database.executeSql('select schedule, day::text, job_id from schedule_runs');
    expect(rows).toEqual([{ schedule: 'send_reminders', day: '2026-03-11', job_id: expect.any(String) }]);

    t.clock.set('2026-03-12T14:30:00Z'); // Thursday, a holiday
    await runDailySchedules(system());
    expect(await jobsOfType('send_reminders')).toHaveLength(1);
    t.clock.set('2026-03-13T14:30:00Z'); // Friday
    await runDailySchedules(system());
    expect(await jobsOfType('send_reminders')).toHaveLength(2);

    t.clock.set('2026-03-11T15:30:00Z');
    await setting('daily_reminders_enabled', 'false');
    t.clock.set('2026-03-16T14:30:00Z'); // Monday, disabled
    await runDailySchedules(system());
    expect(await jobsOfType('send_reminders')).toHaveLength(2);
    t.clock.set('2026-03-11T15:30:00Z');
  });

  it('deletes calls, job events and logs past their retention, and keeps the rest', async () => {
    await t.database.executeSql(
      `insert into calls (status, created_at) values ('completed', $1::timestamptz - interval '40 days'),
         ('completed', $1::timestamptz - interval '10 days')`,
      [TEST_NOW],
    );
    await t.database.executeSql(
      `insert into logs (level, service, message, timestamp) values
         ('info', 'server', 'old', $1::timestamptz - interval '9 days'),
         ('info', 'server', 'recent', $1::timestamptz - interval '1 day')`,
      [TEST_NOW],
    );
    await setting('data_retention_days', '30');
    await setting('log_retention_days', '7');
    const deleted = await pruneExpired(system());
    expect(deleted).toMatchObject({ calls: 1, logs: 1 });
    const { rows } = await t.database.executeSql(
      `select (select count(*) from calls where created_at < $1::timestamptz - interval '30 days')::int as old_calls,
              (select count(*) from calls)::int as calls,
              (select count(*) from logs where message = 'old')::int as old_logs,
              (select count(*) from logs where message = 'recent')::int as recent_logs`,
      [TEST_NOW],
    );
    expect(rows[0]).toEqual({ old_calls: 0, calls: 1, old_logs: 0, recent_logs: 1 });
    await setting('data_retention_days', '5');
    expect(await pruneExpired(system())).toMatchObject({ calls: 1 });
  });
});
