import { REALTIME_WINDOW_MINUTES, REALTIME_WINDOWS } from '@callops/contracts/stats';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  explainPlan,
  insertCallsAged,
  plainWindowStats,
  vacuumCalls,
} from '../../../test/helpers/call-stats';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { bucketCountsQuery } from './call-buckets';
import { trendBucketStarts } from './period-stats';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const now = new Date(TEST_NOW).getTime();

const MINUTE = 60_000;

describe('real-time stats and trend API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('counts each of the five windows up to the clock, edges as plain SQL does', async () => {
    const rows: [number, boolean, boolean][] = [];
    for (const minutes of [5, 15, 60, 240, 480]) {
      rows.push([minutes * MINUTE - 1, true, true], [minutes * MINUTE, true, false]);
    }
    rows.push(
      [-1_000, true, true],
      [0, false, false],
      [2 * MINUTE, true, false],
      [9 * 60 * MINUTE, true, true],
    );
    await insertCallsAged(t, rows);
    const totals: number[] = [];
    for (const period of REALTIME_WINDOWS) {
      const res = await t.call({ method: 'GET', url: `/api/v1/stats/calls?period=${period}`, as: 'viewer' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({
        ...(await plainWindowStats(t, REALTIME_WINDOW_MINUTES[period])),
        period,
        from: new Date(now - REALTIME_WINDOW_MINUTES[period] * MINUTE).toISOString(),
        to: TEST_NOW,
      });
      totals.push(data.total_calls);
    }
    // now, 2 min, the call just inside 5 min; then each wider window adds its own edge-inside call and the
    // narrower window's edge call.
    expect(totals).toEqual([3, 5, 7, 9, 11]);
  });

  it('gives the booking (success) rate as booked over all calls', async () => {
    await insertCallsAged(t, [
      [MINUTE, true, true],
      [2 * MINUTE, true, false],
      [3 * MINUTE, false, false],
      [4 * MINUTE, false, false],
    ]);
    const data = (await t.call({ method: 'GET', url: '/api/v1/stats/calls?period=last5m' })).json().data;
    expect(data).toMatchObject({ total_calls: 4, answered_calls: 2, answer_rate: 50, booking_rate: 25 });
  });

  it('refuses a missing or unknown window with the failing field', async () => {
    for (const url of [
      '/api/v1/stats/calls',
      '/api/v1/stats/calls?period=last2h',
      '/api/v1/stats/trend?range=year',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail.map((d: { field: string }) => d.field)).toEqual([
        url.includes('trend') ? 'range' : 'period',
      ]);
    }
  });

  it('gives 24 hourly points and 30 daily points in the business time zone, empty ones as zeros', async () => {
    // TEST_NOW is 11:30 in Toronto (EDT, UTC-4) on 2026-03-11.
    await insertCallsAged(t, [
      [10 * MINUTE, true, true], // 11:20 local: the current hour
      [20 * MINUTE, false, false],
      [45 * MINUTE, true, false], // 10:45 local: the hour before
      [12 * 60 * MINUTE, true, false], // 23:30 the day before
      [24 * 60 * MINUTE, true, true], // exactly a day ago: outside the 24 hours, inside yesterday
      [3 * DAY, false, false],
      [31 * DAY, true, true], // outside both
    ]);
    const hourly = (
      await t.call({ method: 'GET', url: '/api/v1/stats/trend?range=last_24h', as: 'viewer' })
    ).json().data;
    expect(hourly).toMatchObject({ range: 'last_24h', unit: 'hour', time_zone: 'America/Toronto' });
    expect(hourly.points).toHaveLength(24);
    expect(hourly.points[23]).toEqual({
      start: '2026-03-11T15:00:00.000Z',
      total_calls: 2,
      answered_calls: 1,
      answer_rate: 50,
      appointments_booked: 1,
      booking_rate: 50,
      voicemail_calls: 0,
      no_answer_calls: 1,
      cost_usd: 0,
      cost_per_booked_usd: 0,
    });
    expect(hourly.points[22]).toMatchObject({ start: '2026-03-11T14:00:00.000Z', total_calls: 1 });
    expect(hourly.points[11]).toMatchObject({ start: '2026-03-11T03:00:00.000Z', total_calls: 1 });
    expect(hourly.points[0]).toMatchObject({
      start: '2026-03-10T16:00:00.000Z',
      total_calls: 0,
      answer_rate: 0,
    });
    expect(hourly.points.reduce((sum: number, p: { total_calls: number }) => sum + p.total_calls, 0)).toBe(4);

    const daily = (await t.call({ method: 'GET', url: '/api/v1/stats/trend?range=last_30d' })).json().data;
    expect(daily.unit).toBe('day');
    expect(daily.points).toHaveLength(30);
    expect(daily.points[29]).toMatchObject({ start: '2026-03-11T04:00:00.000Z', total_calls: 3 });
    expect(daily.points[28]).toMatchObject({ start: '2026-03-10T04:00:00.000Z', total_calls: 2 });
    expect(daily.points[26]).toMatchObject({ start: '2026-03-08T05:00:00.000Z', total_calls: 1 });
    expect(daily.points[0].start).toBe('2026-02-10T05:00:00.000Z');
  });

  it("reads the trend's whole hours from the rollup and only its edges through calls_stats_idx", async () => {
    await t.database.executeSql(
      `insert into calls (created_at, answered, appt_booked, status)
       select $1::timestamptz - i * interval '26 minutes', i % 3 = 0, i % 17 = 0, 'completed'
         from generate_series(0, 19999) as i`,
      [TEST_NOW],
    );
    await vacuumCalls(t);
    const now = t.clock.now();
    const zone = 'America/Toronto';
    const trendPlan = await explainPlan(
      t,
      new PgDialect().sqlToQuery(
        bucketCountsQuery(trendBucketStarts(now, 'day', 30, zone), now, 'day', zone),
      ),
    );
    expect(trendPlan).toMatch(/Index Only Scan using calls_stats_idx on calls/);
    expect(trendPlan).not.toMatch(/Seq Scan on calls/);
  });
});
