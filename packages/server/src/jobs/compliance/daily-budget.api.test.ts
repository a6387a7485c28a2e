// A campaign with a daily budget pauses itself before its next call would pass it, and says so on its events; the
// calls it had in flight then end, passing the budget by at most what they cost.
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('the daily budget', () => {
  let t: TestApp;
  const set = async (key: string, value: string) =>
    expect(
      (await t.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } })).statusCode,
    ).toBe(200);
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
  });
  afterAll(() => t.close());

  it('pauses the campaign before it overspends', async () => {
    await set('max_concurrent_calls', '3');
    await set('simulated_call_outcomes', 'booked:1,qualified:1');
    await set('campaign_daily_budget_usd', '1');
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
    await until('the campaign to pause', async () => (await status()).status === 'paused');
    const { metadata } = await status();
    expect(metadata.pause).toMatchObject({ reason: 'budget', budget_usd: 1 });
    expect(metadata.pause?.spent_usd).toBeLessThanOrEqual(1);

    // The calls in flight at the pause end; none is placed after it.
    await until('the calls in flight to end', async () => {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from calls where job_id = $1 and status not in ('completed', 'failed')",
        [jobId],
      );
      return rows[0]?.n === 0;
    });
    const { rows } = await t.database.executeSql(
      'select count(*)::int as calls, sum(cost_usd)::float8 as spent, max(cost_usd)::float8 as dearest from calls where job_id = $1',
      [jobId],
    );
    const { calls, spent, dearest } = rows[0] as { calls: number; spent: number; dearest: number };
    expect(calls).toBeGreaterThan(3);
    expect(calls).toBeLessThan(120);
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
