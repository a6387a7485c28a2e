// Speed to lead on the Dashboard: per business day, the median time from a lead's creation to its first call, over
// the leads first called that day. One range read of companies_first_called_idx (the creation instant rides in the
// index), so its cost is the leads first called in the range, not the leads or the calls.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The median seconds per day (keyed by the day's start, ms) for leads first called in [from, now]. */
export async function medianFirstCallSeconds(
  db: Db,
  from: Date,
  now: Date,
  zone: string,
): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select date_trunc('day', first_called_at, ${zone}) as day,
      percentile_cont(0.5) within group (order by extract(epoch from first_called_at - created_at))::float8 as median
    from companies
    where first_called_at is not null and first_called_at >= ${from.toISOString()}::timestamptz
      and first_called_at <= ${now.toISOString()}::timestamptz
    group by 1`);
  const rows = (result as unknown as { rows: { day: string | Date; median: number }[] }).rows;
  return new Map(
    rows.map((row) => [new Date(row.day).getTime(), Math.max(0, Math.round(Number(row.median)))]),
  );
}
