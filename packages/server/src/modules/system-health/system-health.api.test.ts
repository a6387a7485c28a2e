// The System Health data: the engine's queues, each replica by its heartbeat (a second one beats here too), the
// simulated voice provider's calls over the last hour, the webhook lag, and the last errors with their request ids.
import type { SystemHealth } from '@callops/contracts/system-health';
import { insertLeads, until } from '../../../test/helpers/leads';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { startServerHeartbeat } from './server-heartbeat';
import { combineMinutes, combineTotals } from './service';

describe('GET /system-health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
  });
  afterAll(() => t.close());

  const health = async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/system-health' });
    expect(res.statusCode).toBe(200);
    return res.json().data as SystemHealth;
  };

  it('is for admins only', async () => {
    for (const as of ['viewer', 'operator'] as const)
      expect((await t.call({ method: 'GET', url: '/api/v1/system-health', as })).statusCode).toBe(403);
  });

  it('shows the queues, every replica, a campaign’s provider calls and webhook lag, and the last errors', async () => {
    await insertLeads(
      t,
      Array.from({ length: 3 }, (_, i) => ({ name: `Health Lead ${i}`, phone: `+1416555${3000 + i}` })),
    );
    const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
    const jobId = started.json().data.id as string;
    await until('the campaign to complete', async () => {
      const res = await t.call({ method: 'GET', url: `/api/v1/jobs/${jobId}/status` });
      return res.json().data.status === 'completed';
    });
    t.app.log.child({ reqId: 'req-health-1' }).error('Something broke while answering');
    await t.logStore.flush();
    // A second replica (this process again), beating now with what this process measured.
    const second = startServerHeartbeat(t.app.services);
    await second.beat();
    try {
      const data = await health();
      expect(data.replicas).toHaveLength(2);
      expect(data.replicas.find((r) => r.id === second.id)).toMatchObject({
        version: expect.any(String),
        pid: process.pid,
        seconds_since_beat: expect.any(Number),
      });
      expect(data.queues.map((q) => q.name)).toEqual(expect.arrayContaining(['callops-dispatch']));
      const simulated = data.providers.find((p) => p.vendor === 'simulated_vapi');
      expect(simulated?.requests).toBeGreaterThanOrEqual(3);
      expect(simulated?.error_rate).toBe(0);
      expect(data.webhook_lag.reports).toBeGreaterThanOrEqual(3);
      // The trend: sixty minutes holding the same requests as the vendors' totals.
      expect(data.minutes).toHaveLength(60);
      expect(data.minutes.reduce((sum, m) => sum + m.requests, 0)).toBe(
        data.providers.reduce((sum, p) => sum + p.requests, 0),
      );
      expect(data.recent_errors[0]).toMatchObject({
        message: 'Something broke while answering',
        request_id: 'req-health-1',
      });
    } finally {
      await second.stop();
    }
    expect((await health()).replicas.map((r) => r.id)).not.toContain(second.id);
  });
});

describe('combineTotals', () => {
  it('adds counts, weighs the averages by them and keeps the largest maximum', () => {
    expect(
      combineTotals([
        { count: 1, errors: 0, avgSeconds: 4, maxSeconds: 4 },
        { count: 3, errors: 1, avgSeconds: 0, maxSeconds: 2 },
        { count: 0, errors: 0, avgSeconds: 0, maxSeconds: 0 },
      ]),
    ).toEqual({ count: 4, errors: 1, avgSeconds: 1, maxSeconds: 4 });
  });
});

describe('combineMinutes', () => {
  const totals = (count: number, avgSeconds: number) => ({
    count,
    errors: 0,
    avgSeconds,
    maxSeconds: avgSeconds,
  });
  const noLag = totals(0, 0);

  it('sums the replicas minute by minute over a continuous hour ending at now', () => {
    const now = Date.parse('2026-11-29T10:30:20Z');
    const minute = Math.floor(now / 60_000);
    const replica = (count: number, avgSeconds: number) => ({
      lastHour: {
        providers: {},
        webhookLag: noLag,
        minutes: [
          { minute, requests: totals(count, avgSeconds), webhookLag: totals(1, 2) },
          // An hour old: outside the window.
          { minute: minute - 60, requests: totals(9, 9), webhookLag: noLag },
        ],
      },
    });
    const minutes = combineMinutes([replica(1, 0.4), replica(3, 0), {}], now);
    expect(minutes).toHaveLength(60);
    expect(minutes[0]?.at).toBe('2026-11-29T09:31:00.000Z');
    expect(minutes[59]).toEqual({
      at: '2026-11-29T10:30:00.000Z',
      requests: 4,
      errors: 0,
      avg_ms: 100,
      webhook_lag_avg_ms: 2000,
    });
    expect(minutes.slice(0, 59).every((m) => m.requests === 0)).toBe(true);
  });
});
