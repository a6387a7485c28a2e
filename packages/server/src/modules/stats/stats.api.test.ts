import { DASHBOARD_PERIOD_HOURS, DASHBOARD_PERIODS } from '@callops/contracts/stats';
import {
  explainPlan,
  insertCallsAged,
  plainWindowStats,
  vacuumCalls,
} from '../../../test/helpers/call-stats';
import { until } from '../../../test/helpers/leads';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { compactCallStats, windowCountsStatement } from './call-windows';
import { windowStart } from './period-stats';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Calls at the edges of every window: [age in ms (negative = in the future), answered, booked]. */
const EDGE_CALLS: [number, boolean, boolean][] = [
  [-1_000, true, true], // created after "now": in no window
  [0, true, true],
  [3 * HOUR, true, true],
  [5 * HOUR, false, false],
  [DAY - 1, true, false], // just inside 24 h
  [DAY, false, false], // exactly 24 h old: outside 24 h
  [DAY + 1, true, true],
  [2 * DAY, true, false],
  [7 * DAY - 1, true, false], // just inside 7 d
  [7 * DAY, true, true], // exactly 7 d old: outside 7 d
  [10 * DAY, true, true],
  [20 * DAY, false, false],
  [30 * DAY - 1, false, false], // just inside 30 d
  [30 * DAY, true, true], // exactly 30 d old: outside 30 d
  [30 * DAY + 1, true, true],
];

describe('dashboard stats API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers zeros, not NaN, when there are no calls', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/dashboard/stats/combined', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    const zero = {
      total_calls: 0,
      answered_calls: 0,
      answer_rate: 0,
      appointments_booked: 0,
      booking_rate: 0,
      voicemail_calls: 0,
      no_answer_calls: 0,
      cost_usd: 0,
      cost_per_booked_usd: null,
    };
    expect(res.json()).toEqual({ success: true, data: { last_24h: zero, last_7d: zero, last_30d: zero } });
    const one = await t.call({ method: 'GET', url: '/api/v1/dashboard/stats', as: 'viewer' });
    expect(one.json().data).toEqual({
      ...zero,
      period: 'last_24h',
      active_jobs: 0,
      generated_at: TEST_NOW,
    });
  });

  it('counts each rolling window up to the clock, edges included exactly as plain SQL does', async () => {
    await insertCallsAged(t, EDGE_CALLS);
    const res = await t.call({ method: 'GET', url: '/api/v1/dashboard/stats/combined', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      last_24h: {
        total_calls: 4,
        answered_calls: 3,
        answer_rate: 75,
        appointments_booked: 2,
        booking_rate: 50,
        voicemail_calls: 0,
        no_answer_calls: 1,
        cost_usd: 0,
        cost_per_booked_usd: 0,
      },
      last_7d: {
        total_calls: 8,
        answered_calls: 6,
        answer_rate: 75,
        appointments_booked: 3,
        booking_rate: 37.5,
        voicemail_calls: 0,
        no_answer_calls: 2,
        cost_usd: 0,
        cost_per_booked_usd: 0,
      },
      last_30d: {
        total_calls: 12,
        answered_calls: 8,
        answer_rate: 66.7,
        appointments_booked: 5,
        booking_rate: 41.7,
        voicemail_calls: 0,
        no_answer_calls: 4,
        cost_usd: 0,
        cost_per_booked_usd: 0,
      },
    });
    for (const period of DASHBOARD_PERIODS) {
      expect(data[period]).toEqual(await plainWindowStats(t, DASHBOARD_PERIOD_HOURS[period] * 60));
    }
  });

  it('moves the windows with the clock', async () => {
    await insertCallsAged(t, EDGE_CALLS);
    t.clock.advance(1);
    const res = await t.call({ method: 'GET', url: '/api/v1/dashboard/stats/combined' });
    const data = res.json().data;
    // One millisecond later the calls that were just inside each window have left it.
    expect(data.last_24h.total_calls).toBe(3);
    expect(data.last_7d.total_calls).toBe(7);
    expect(data.last_30d.total_calls).toBe(11);
  });

  it('answers one period with the number of running and queued jobs', async () => {
    await insertCallsAged(t, EDGE_CALLS);
    await t.database.executeSql(
      `insert into jobs (id, type, status) values
         ('a', 'cold_calling', 'running'), ('b', 'reminder_calls', 'pending'),
         ('c', 'send_reminders', 'completed'), ('d', 'cold_calling', 'failed')`,
    );
    for (const period of DASHBOARD_PERIODS) {
      const res = await t.call({
        method: 'GET',
        url: `/api/v1/dashboard/stats?period=${period}`,
        as: 'viewer',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        ...(await plainWindowStats(t, DASHBOARD_PERIOD_HOURS[period] * 60)),
        period,
        active_jobs: 2,
        generated_at: TEST_NOW,
      });
    }
  });

  it('refuses an unknown period with the failing field', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/dashboard/stats?period=last_year' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail.map((d: { field: string }) => d.field)).toEqual(['period']);
  });

  it('needs a token', async () => {
    for (const url of ['/api/v1/dashboard/stats/combined', '/api/v1/dashboard/stats']) {
      const res = await t.call({ method: 'GET', url, as: null });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('reads a year of calls through the hourly rollup and calls_stats_idx, and still matches plain SQL', async () => {
    // 20,000 calls 26 minutes apart: a year of history, of which the 30-day window is under a tenth.
    await t.database.executeSql(
      `insert into calls (created_at, answered, appt_booked, status)
       select $1::timestamptz - i * interval '26 minutes', i % 3 = 0, i % 17 = 0, 'completed'
         from generate_series(0, 19999) as i`,
      [TEST_NOW],
    );
    await vacuumCalls(t);
    const now = t.clock.now();
    const starts = DASHBOARD_PERIODS.map((p) => windowStart(now, DASHBOARD_PERIOD_HOURS[p]));
    const plan = await explainPlan(t, windowCountsStatement(now, starts));
    expect(plan).toMatch(/Index Only Scan using calls_stats_idx on calls/);
    expect(plan).not.toMatch(/Seq Scan on calls/);

    // Exact before the deltas are folded into the hourly counts, after, and after more calls arrive.
    const matchesPlainSql = async () => {
      const data = (await t.call({ method: 'GET', url: '/api/v1/dashboard/stats/combined' })).json().data;
      for (const period of DASHBOARD_PERIODS) {
        expect(data[period]).toEqual(await plainWindowStats(t, DASHBOARD_PERIOD_HOURS[period] * 60));
      }
      return data;
    };
    const before = await matchesPlainSql();
    // One delta per hour the insert touched.
    const { rows: hours } = await t.database.executeSql(
      'select count(distinct call_stats_hour(created_at))::int as n from calls',
    );
    expect(await compactCallStats(createServiceContext(t.app.services, { actor: SYSTEM_ACTOR }))).toBe(
      hours[0]?.n,
    );
    await t.database.executeSql(
      `insert into calls (created_at, answered, appt_booked, status)
       select $1::timestamptz - i * interval '7 minutes', true, i % 2 = 0, 'completed' from generate_series(0, 999) as i`,
      [TEST_NOW],
    );
    // Written past the server, as another process would: its answer is read again once the calls' notice arrives.
    await until('the new calls to be heard', async () => {
      const res = await t.call({ method: 'GET', url: '/api/v1/dashboard/stats/combined' });
      return res.json().data.last_24h.total_calls > before.last_24h.total_calls;
    });
    const data = await matchesPlainSql();
    expect(data.last_30d.total_calls).toBe(Math.floor((30 * DAY - 1) / (26 * 60_000)) + 1 + 1000);
  });
});
