// Counting the calls of consecutive buckets (the trend's local hours or days) in time proportional to the number of
// hours, not of calls: whole UTC hours inside one bucket come from the hourly rollup (call_stats_hourly plus the
// deltas not yet folded in); the partial hours at both ends of the range, and the hours a bucket boundary cuts in two
// (half-hour zones), from the calls themselves. Exact: tests compare it with grouping every call.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CallCounts } from './period-stats';

const HOUR_MS = 60 * 60_000;
const hourFloor = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

/** Which instants are counted from calls and which hours from the rollup, for buckets starting at `starts`. */
export interface BucketPlan {
  /** Ranges [from, to) of calls counted one by one; the last one ends at `now` inclusive. */
  direct: { from: Date; to: Date }[];
  /** Whole hours [from, to) read from the rollup, except `cut`. */
  rollup: { from: Date; to: Date } | null;
  /** Hours inside the rollup range that a bucket boundary cuts: counted from calls. */
  cut: Date[];
}

export function planBuckets(starts: readonly Date[], now: Date): BucketPlan {
  const from = (starts[0] as Date).getTime();
  const firstWhole = hourFloor(from) === from ? from : hourFloor(from) + HOUR_MS;
  const lastWhole = hourFloor(now.getTime());
  if (firstWhole >= lastWhole) return { direct: [{ from: new Date(from), to: now }], rollup: null, cut: [] };
  const cut = [
    ...new Set(
      starts
        .slice(1)
        .map((s) => s.getTime())
        .filter((s) => s !== hourFloor(s) && hourFloor(s) >= firstWhole && hourFloor(s) < lastWhole)
        .map(hourFloor),
    ),
  ].map((ms) => new Date(ms));
  return {
    direct: [
      ...(from < firstWhole ? [{ from: new Date(from), to: new Date(firstWhole) }] : []),
      ...cut.map((hour) => ({ from: hour, to: new Date(hour.getTime() + HOUR_MS) })),
      { from: new Date(lastWhole), to: now },
    ],
    rollup: { from: new Date(firstWhole), to: new Date(lastWhole) },
    cut,
  };
}

const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** One statement: the counts per bucket (`unit` of the zone `zone`) from starts[0] to `now` inclusive. */
export function bucketCountsQuery(
  starts: readonly Date[],
  now: Date,
  unit: 'hour' | 'day',
  zone: string,
): SQL {
  const plan = planBuckets(starts, now);
  const ranges = sql.join(
    plan.direct.map(({ from, to }) =>
      to === now
        ? sql`(created_at >= ${instant(from)} and created_at <= ${instant(to)})`
        : sql`(created_at >= ${instant(from)} and created_at < ${instant(to)})`,
    ),
    sql` or `,
  );
  const direct = sql`select date_trunc(${unit}, created_at, ${zone}) as bucket, count(*) as total,
      count(*) filter (where answered) as answered, count(*) filter (where appt_booked) as booked,
      count(*) filter (where outcome = 'voicemail') as voicemail, coalesce(sum(cost_usd), 0) as cost_usd
    from calls where ${ranges} group by 1`;
  const rollupOf = (table: string, range: { from: Date; to: Date }) =>
    sql`select date_trunc(${unit}, hour, ${zone}) as bucket, total, answered, booked, voicemail, cost_usd
      from ${sql.raw(table)}
      where hour >= ${instant(range.from)} and hour < ${instant(range.to)}${
        plan.cut.length > 0 ? sql` and hour not in (${sql.join(plan.cut.map(instant), sql`, `)})` : sql``
      }`;
  const parts = plan.rollup
    ? [direct, rollupOf('call_stats_hourly', plan.rollup), rollupOf('call_stats_deltas', plan.rollup)]
    : [direct];
  return sql`select bucket, sum(total)::int as total, sum(answered)::int as answered, sum(booked)::int as booked,
      sum(voicemail)::int as voicemail, sum(cost_usd)::float8 as cost_usd
    from (${sql.join(parts, sql` union all `)}) as counted group by bucket having sum(total) > 0`;
}

/** The counts of each bucket, keyed by the bucket's start (ms). */
export async function countCallBuckets(
  db: Db,
  starts: readonly Date[],
  now: Date,
  unit: 'hour' | 'day',
  zone: string,
): Promise<Map<number, CallCounts>> {
  const result = await db.execute(bucketCountsQuery(starts, now, unit, zone));
  const rows = (
    result as unknown as {
      rows: {
        bucket: string | Date;
        total: number;
        answered: number;
        booked: number;
        voicemail: number;
        cost_usd: number;
      }[];
    }
  ).rows;
  return new Map(
    rows.map((row) => [
      new Date(row.bucket).getTime(),
      {
        total: Number(row.total),
        answered: Number(row.answered),
        booked: Number(row.booked),
        voicemail: Number(row.voicemail),
        costUsd: Number(row.cost_usd),
      },
    ]),
  );
}
