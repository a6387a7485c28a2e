// The trend's buckets from the hourly rollup are exact: random calls, outcome changes, moves, deletions and foldings,
// then the buckets of each range and zone (a half-hour one among them) compared with grouping every call.
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { countCallBuckets } from './call-buckets';
import { compactCallStats } from './call-windows';
import { trendBucketStarts } from './period-stats';

const MINUTE = 60_000;
const now = new Date(TEST_NOW);
const CASES = [
  { unit: 'hour', count: 24, zone: 'America/Toronto' },
  { unit: 'day', count: 30, zone: 'America/Toronto' },
  { unit: 'hour', count: 24, zone: 'Asia/Kolkata' },
  { unit: 'day', count: 30, zone: 'America/St_Johns' },
] as const;

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('trend buckets from the hourly rollup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const plainBuckets = async (from: Date, unit: string, zone: string) => {
    const { rows } = await t.database.executeSql(
      `select date_trunc($1, created_at, $2) as bucket, count(*)::int as total,
              (count(*) filter (where answered))::int as answered, (count(*) filter (where appt_booked))::int as booked
         from calls where created_at >= $3 and created_at <= $4 group by 1`,
      [unit, zone, from.toISOString(), now.toISOString()],
    );
    return new Map(
      rows.map((r) => [
        new Date(r.bucket as string).getTime(),
        { total: r.total, answered: r.answered, booked: r.booked },
      ]),
    );
  };
  const expectExact = async () => {
    for (const { unit, count, zone } of CASES) {
      const starts = trendBucketStarts(now, unit, count, zone);
      const counted = await countCallBuckets(t.database.db, starts, now, unit, zone);
      const plain = await plainBuckets(starts[0] as Date, unit, zone);
      expect({ unit, zone, buckets: Object.fromEntries(counted) }).toEqual({
        unit,
        zone,
        buckets: Object.fromEntries(plain),
      });
    }
  };

  it('stays exact through inserts, outcome changes, moves, deletions and folding, in every zone', async () => {
    const random = seeded(11);
    for (let round = 0; round < 3; round++) {
      const values = Array.from({ length: 300 }, () => {
        // Up to 31 days back, some right on an hour or a half hour, a few in the future.
        const age =
          random() < 0.15
            ? Math.floor(random() * 48) * 30 * MINUTE
            : Math.floor(random() * 31 * 1440 - 60) * MINUTE;
        return sql`(${new Date(now.getTime() - age).toISOString()}::timestamptz, ${random() < 0.5}, ${random() < 0.2}, 'completed')`;
      });
      await t.database.db.execute(
        sql`insert into calls (created_at, answered, appt_booked, status) values ${sql.join(values, sql`, `)}`,
      );
      await expectExact();
      await t.database.executeSql(
        `update calls set answered = not answered, appt_booked = (id % 3 = 0) where id % 5 = ${round}`,
      );
      await t.database.executeSql(
        `update calls set created_at = created_at - interval '90 minutes' where id % 11 = ${round}`,
      );
      await t.database.executeSql(`delete from calls where id % 13 = ${round}`);
      await expectExact();
      await compactCallStats(createServiceContext(t.app.services, { actor: SYSTEM_ACTOR }));
      await expectExact();
    }
  });
});
