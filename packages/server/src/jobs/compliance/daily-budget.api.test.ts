// A campaign with a daily budget pauses itself before its next call would pass it, and says so on its events; the
// calls it had in flight then end, passing the budget by at most what they cost.

import { until } from '../../../test/helpers/leads';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('the daily budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
  });
  afterAll(() => t.close());

  it('pauses the campaign before it overspends', async () => {
    await setting(t, 'max_concurrent_calls', '3');
    await setting(t, 'simulated_call_outcomes', 'booked:1,qualified:1');
    await setting(t, 'campaign_daily_budget_usd', '1');
    await t.database.executeSql(
      `insert into companies (name, phone, service, lead_status, created_at, updated_at)
       select 'Budget Lead ' || n, '+1416555' || lpad(n::text, 4, '0'), 'Plumbing', 'NEW', now(), now()
       from generate_series(1, 120) n`,
    );
    const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
    const jobId = (started.json().data as { id: string }).id;
    const status = async () =>
      (await t.call({ method: 'GET', url: `/api/v1/jobs/${jobId}/status` })).json().data as {
        status: string;
        metadata: { pause?: { reason: string; spent_usd: number; budget_usd: number } };
      };
    await until('the campaign to pause', async () => (await status()).status === 'paused', 30_000);
    const { metadata } = await status();
    expect(metadata.pause).toMatchObject({ reason: 'budget', budget_usd: 1 });

    // The calls in flight at the pause end; none is placed after it.
    await until(
      'the calls in flight to end',
      async () => {
        const { rows } = await t.database.executeSql(
          "select count(*)::int as n from calls where job_id = $1 and status not in ('completed', 'failed')",
          [jobId],
        );
        return rows[0]?.n === 0;
      },
      30_000,
    );
    const { rows } = await t.database.executeSql(
      'select count(*)::int as calls, sum(cost_usd)::float8 as spent, max(cost_usd)::float8 as dearest from calls where job_id = $1',
      [jobId],
    );
    const { calls, spent, dearest } = rows[0] as { calls: number; spent: number; dearest: number };
    expect(calls).toBeGreaterThan(3);
    expect(calls).toBeLessThan(120);
    // The rule estimates the calls in flight at the day's average cost: what they really cost may pass the budget by
    // at most the dearest call each.
    expect(metadata.pause?.spent_usd).toBeLessThanOrEqual(1 + 3 * dearest);
    expect(spent).toBeLessThanOrEqual(1 + 3 * dearest);
    const events = await t.database.executeSql(
      "select message from job_events where job_id = $1 and type = 'paused'",
      [jobId],
    );
    expect(events.rows[0]?.message).toMatch(
      /paused itself: today's calls cost \$\d+\.\d\d.*daily budget of \$1\.00/,
    );
  });
});
