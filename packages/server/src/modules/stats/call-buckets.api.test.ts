// The trend's buckets from the hourly rollup are exact: random calls, outcome changes, moves, deletions and foldings,
// then the buckets of each range and zone (a half-hour one among them) compared with grouping every call.
import { churnCalls, insertRandomCalls, seededRandom } from '../../../test/helpers/call-stats';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { countCallBuckets } from './call-buckets';
import { compactCallStats } from './call-windows';
import { trendBucketStarts } from './period-stats';

const now = new Date(TEST_NOW);
const CASES = [
  { unit: 'hour', count: 24, zone: 'America/Toronto' },
  { unit: 'day', count: 30, zone: 'America/Toronto' },
  { unit: 'hour', count: 24, zone: 'Asia/Kolkata' },
  { unit: 'day', count: 30, zone: 'America/St_Johns' },
] as const;

describe('trend buckets from the hourly rollup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const plainBuckets = async (from: Date, unit: string, zone: string) => {
    const { rows } = await t.database.executeSql(
      `select date_trunc($1, created_at, $2) as bucket, count(*)::int as total,
              (count(*) filter (where answered))::int as answered, (count(*) filter (where appt_booked))::int as booked,
              (count(*) filter (where outcome = 'voicemail'))::int as voicemail,
              round(coalesce(sum(cost_usd), 0)::numeric, 6)::float8 as cost
         from calls where created_at >= $3 and created_at <= $4 group by 1`,
      [unit, zone, from.toISOString(), now.toISOString()],
    );
    return new Map(
      rows.map((r) => [
        new Date(r.bucket as string).getTime(),
        { total: r.total, answered: r.answered, booked: r.booked, voicemail: r.voicemail, costUsd: r.cost },
      ]),
    );
  };
  const expectExact = async () => {
    for (const { unit, count, zone } of CASES) {
      const starts = trendBucketStarts(now, unit, count, zone);
      const counted = await countCallBuckets(t.database.db, starts, now, unit, zone);
      const plain = await plainBuckets(starts[0] as Date, unit, zone);
      // Sums of costs in another order differ in their last bits: compared to the micro-dollar.
      const micro = [...counted].map(([bucket, c]) => [
        bucket,
        { ...c, costUsd: Math.round(c.costUsd * 1e6) / 1e6 + 0 },
      ]);
      expect({ unit, zone, buckets: Object.fromEntries(micro) }).toEqual({
        unit,
        zone,
        buckets: Object.fromEntries(plain),
      });
    }
  };

  it('stays exact through inserts, outcome changes, moves, deletions and folding, in every zone', async () => {
    const random = seededRandom(11);
    for (let round = 0; round < 3; round++) {
      // Some right on an hour or a half hour.
      await insertRandomCalls(t, random, { share: 0.15, minutes: 30, steps: 48 });
      await expectExact();
      await churnCalls(t, round);
      await expectExact();
      await compactCallStats(createServiceContext(t.app.services, { actor: SYSTEM_ACTOR }));
      await expectExact();
    }
  });
});
