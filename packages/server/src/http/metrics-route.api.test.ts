// /metrics as Prometheus reads it: parsed with a real text-format parser, guarded by METRICS_TOKEN (open without it
// in development only), and moved by a request, by the queue's jobs and by a campaign's webhooks.

import { insertLeads, until } from '../../test/helpers/leads';
import { type Exposition, histogramCount, scrape, seriesValue } from '../../test/helpers/metrics-exposition';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

const typeOf = (exposition: Exposition, name: string) => exposition.find((f) => f.name === name)?.type;

describe('/metrics in development without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is open, in the text format, with the series and their types', async () => {
    const res = await t.call({ method: 'GET', url: '/metrics', as: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const exposition = await scrape(t);
    expect(
      Object.fromEntries(
        [
          'callops_http_request_duration_seconds',
          'callops_http_requests_in_flight',
          'callops_queue_depth',
          'callops_calls_placed_total',
          'callops_provider_request_duration_seconds',
          'callops_shared_answer_lookups_total',
          'process_cpu_user_seconds_total',
          'nodejs_eventloop_lag_seconds',
        ].map((name) => [name, typeOf(exposition, name)]),
      ),
    ).toEqual({
      callops_http_request_duration_seconds: 'HISTOGRAM',
      callops_http_requests_in_flight: 'GAUGE',
      callops_queue_depth: 'GAUGE',
      callops_calls_placed_total: 'COUNTER',
      callops_provider_request_duration_seconds: 'HISTOGRAM',
      callops_shared_answer_lookups_total: 'COUNTER',
      process_cpu_user_seconds_total: 'COUNTER',
      nodejs_eventloop_lag_seconds: 'GAUGE',
    });
    // The pool's clients are read at the scrape on PostgreSQL; the embedded database has no pool.
    expect(seriesValue(exposition, 'callops_db_pool_connections', { state: 'total' }) > 0).toBe(
      t.database.driver === 'postgres',
    );
  });

  it('counts a request under its route template, never its raw path', async () => {
    const route = { route: '/api/v1/jobs/:id/status', method: 'GET', status_class: '4xx' };
    const before = await histogramCount('callops_http_request_duration_seconds', route);
    expect((await t.call({ method: 'GET', url: '/api/v1/jobs/no-such-job-4711/status' })).statusCode).toBe(
      404,
    );
    const after = await scrape(t);
    expect(await histogramCount('callops_http_request_duration_seconds', route)).toBe(before + 1);
    const labelValues = after.flatMap((f) => f.metrics.flatMap((m) => Object.values(m.labels ?? {})));
    expect(labelValues.filter((value) => value.includes('4711'))).toEqual([]);
  });
});

describe('/metrics behind METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_MODE: 'production', METRICS_TOKEN: token } });
  });
  afterAll(() => t.close());

  it('answers only the bearer of the token, in the envelope otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${token}`]) {
      const res = await t.call({
        method: 'GET',
        url: '/metrics',
        as: null,
        headers: authorization ? { authorization } : {},
      });
      expect([res.statusCode, res.json().success]).toEqual([401, false]);
    }
    // A user's own token is not the metrics token either.
    expect((await t.call({ method: 'GET', url: '/metrics', as: 'admin' })).statusCode).toBe(401);
    await expect(scrape(t, { authorization: `Bearer ${token}` })).resolves.toEqual(expect.any(Array));
  });
});

describe('/metrics in production without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_MODE: 'production' } });
  });
  afterAll(() => t.close());

  it('is refused', async () => {
    const res = await t.call({ method: 'GET', url: '/metrics', as: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/METRICS_TOKEN/);
  });
});

describe('/metrics during a campaign on simulated providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
  });
  afterAll(() => t.close());

  it('moves the engine series: calls placed, queue jobs, webhooks, their lag and the outcomes', async () => {
    const before = await scrape(t);
    const lagBefore = await histogramCount('callops_webhook_lag_seconds', { provider: 'vapi' });
    await insertLeads(
      t,
      Array.from({ length: 3 }, (_, i) => ({ name: `Metrics Lead ${i}`, phone: `+1416555${2000 + i}` })),
    );
    const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
    expect(started.statusCode).toBe(200);
    const jobId = started.json().data.id as string;
    await until('the campaign to complete', async () => {
      const res = await t.call({ method: 'GET', url: `/api/v1/jobs/${jobId}/status` });
      return res.json().data.status === 'completed';
    });
    const after = await scrape(t);
    const moved = (name: string, labels: Record<string, string> = {}) =>
      seriesValue(after, name, labels) - seriesValue(before, name, labels);
    expect({
      placed: moved('callops_calls_placed_total', { provider: 'simulated' }),
      applied: moved('callops_webhooks_total', { provider: 'vapi', result: 'applied' }),
      lag: (await histogramCount('callops_webhook_lag_seconds', { provider: 'vapi' })) - lagBefore,
      outcomes: moved('callops_call_outcomes_total'),
    }).toEqual({ placed: 3, applied: 3, lag: 3, outcomes: 3 });
    expect(
      moved('callops_queue_jobs_total', { queue: 'callops-dispatch', result: 'completed' }),
    ).toBeGreaterThan(0);
    // A simulated call's jobs (its ringing, its pick-up when answered, its report) are each counted once their handler
    // returns, a moment after what they posted is applied.
    const labels = { queue: 'callops-simulated-call', result: 'completed' };
    const done = async () =>
      Number(
        (
          await t.database.executeSql(
            `select count(*)::int as n from pgboss.job where name = 'callops-simulated-call' and state = 'completed'`,
          )
        ).rows[0]?.n,
      );
    await until('the simulated calls’ jobs to be counted', async () => {
      const counted =
        seriesValue(await scrape(t), 'callops_queue_jobs_total', labels) -
        seriesValue(before, 'callops_queue_jobs_total', labels);
      return counted >= 6 && counted === (await done());
    });
    // The queue gauges are read at the scrape: each queue the engine uses has a depth.
    expect(after.find((f) => f.name === 'callops_queue_depth')?.metrics.length).toBeGreaterThan(0);
    // No label carries a lead's name or phone.
    const labelValues = after.flatMap((f) => f.metrics.flatMap((m) => Object.values(m.labels ?? {})));
    expect(labelValues.filter((value) => /Metrics Lead|416555/.test(value))).toEqual([]);
  });
});
