// The rollup is exact: random calls, status changes, deletions and foldings, then every kind of window compared
// with counting each call.
import { churnCalls, insertRandomCalls, seededRandom } from '../../../test/helpers/call-stats';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { compactCallStats, countCallWindows } from './call-windows';

const MINUTE = 60_000;
const now = new Date(TEST_NOW);
// 5 min … 30 days, and windows starting exactly on an hour.
const WINDOW_MINUTES = [5, 15, 60, 61, 119, 120, 240, 480, 24 * 60, 7 * 24 * 60, 30 * 24 * 60];

async function plainCounts(t: TestApp, from: Date) {
  const { rows } = await t.database.executeSql(
    `select count(*)::int as total, (count(*) filter (where answered))::int as answered,
            (count(*) filter (where appt_booked))::int as booked,
            (count(*) filter (where outcome = 'voicemail'))::int as voicemail,
            round(coalesce(sum(cost_usd), 0)::numeric, 6)::float8 as "costUsd"
       from calls where created_at > $1 and created_at <= $2`,
    [from.toISOString(), now.toISOString()],
  );
  return rows[0];
}

/** Sums of costs in another order differ in their last bits: compared to the micro-dollar. */
const micro = (usd: number) => Math.round(usd * 1e6) / 1e6 + 0;

describe('call windows from the hourly rollup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ctx = () => createServiceContext(t.app.services, { actor: SYSTEM_ACTOR });
  const starts = () => [
    ...WINDOW_MINUTES.map((m) => new Date(now.getTime() - m * MINUTE)),
    new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 5 * 3_600_000),
  ];
  const expectExact = async () => {
    const counted = await countCallWindows(t.database.db, now, starts());
    for (const [i, from] of starts().entries()) {
      const window = counted[i] as { costUsd: number };
      expect({ from: from.toISOString(), ...window, costUsd: micro(window.costUsd) }).toEqual({
        from: from.toISOString(),
        ...(await plainCounts(t, from)),
      });
    }
  };

  it('stays exact through inserts, outcome changes, moves, deletions and folding', async () => {
    const random = seededRandom(7);
    for (let round = 0; round < 4; round++) {
      // Some right on an hour.
      await insertRandomCalls(t, random, { share: 0.1, minutes: 60, steps: 24 });
      await expectExact();
      await churnCalls(t, round);
      await expectExact();
      if (round % 2 === 0) {
        expect(await compactCallStats(ctx())).toBeGreaterThan(0);
        await expectExact();
      }
    }
    // Updates that change nothing counted leave no delta.
    await compactCallStats(ctx());
    await t.database.executeSql(`update calls set status = 'completed', lead_score = 3`);
    expect(await compactCallStats(ctx())).toBe(0);
  });

  it('adds one delta per hour a bulk insert or delete touched, not one per call', async () => {
    await compactCallStats(ctx());
    const deltas = async () =>
      (await t.database.executeSql('select count(*)::int as n from call_stats_deltas')).rows[0]?.n;
    // 3,000 calls over the 10 hours before now, in one statement.
    await t.database.executeSql(
      `insert into calls (created_at, answered, appt_booked, status)
       select $1::timestamptz - make_interval(secs => n * 12), n % 2 = 0, n % 7 = 0, 'completed'
         from generate_series(1, 3000) as n`,
      [TEST_NOW],
    );
    expect(await deltas()).toBeLessThanOrEqual(11);
    await expectExact();
    await t.database.executeSql(
      `delete from calls where answered and created_at > $1::timestamptz - interval '10 hours'`,
      [TEST_NOW],
    );
    expect(await deltas()).toBeLessThanOrEqual(22);
    await expectExact();
  });

  it('empties with the calls table (TRUNCATE included)', async () => {
    await t.database.executeSql('truncate calls cascade');
    await expectExact();
    const { rows } = await t.database.executeSql(
      'select (select count(*) from call_stats_hourly)::int + (select count(*) from call_stats_deltas)::int as n',
    );
    expect(rows[0]?.n).toBe(0);
  });
});
