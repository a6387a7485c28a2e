// How many companies have each lead status, read from the per-status counts the companies trigger keeps (folded
// counts plus the deltas not yet folded): a list's total or the kanban's column counts cost the number of statuses,
// whatever the number of companies.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared-query';
import { companyStatusCounts, companyStatusDeltas } from '../../db/schema';

/** The folded counts plus the pending deltas, summed per status; with `filtered`, of the statuses in $statuses. */
const statusCounts = (filtered: boolean) => (db: Db, name: string) => {
  const of = (status: typeof companyStatusCounts.status | typeof companyStatusDeltas.status) =>
    filtered ? sql`${status} = any(${sql.placeholder('statuses')})` : undefined;
  const folded = db
    .select({ status: companyStatusCounts.status, n: companyStatusCounts.n })
    .from(companyStatusCounts)
    .where(of(companyStatusCounts.status));
  const pending = db
    .select({ status: companyStatusDeltas.status, n: companyStatusDeltas.n })
    .from(companyStatusDeltas)
    .where(of(companyStatusDeltas.status));
  const both = folded.unionAll(pending).as('both');
  return db
    .select({ status: both.status, n: sql<number>`sum(${both.n})::int` })
    .from(both)
    .groupBy(both.status)
    .prepare(name);
};
const allStatusCounts = preparedQuery('company_status_counts', statusCounts(false));
const someStatusCounts = preparedQuery('company_status_counts_of', statusCounts(true));

/** The count of each status asked for (every status when `statuses` is undefined); absent statuses count 0. */
export async function countCompaniesByStatus(
  db: Db,
  statuses?: readonly string[],
): Promise<Map<string, number>> {
  const rows = statuses
    ? await someStatusCounts(db).execute({ statuses: [...statuses] })
    : await allStatusCounts(db).execute();
  return new Map(rows.map((row) => [row.status, row.n]));
}

/** How many companies have any of `statuses` (all companies when undefined). */
export async function countCompanies(db: Db, statuses?: readonly string[]): Promise<number> {
  let total = 0;
  for (const n of (await countCompaniesByStatus(db, statuses)).values()) total += n;
  return total;
}

/** Folds the deltas into the counts (the maintenance job, every minute; safe in several processes at once). */
export async function compactCompanyStatusCounts(ctx: ServiceContext): Promise<number> {
  const result =
    await ctx.db.execute(sql`with moved as (delete from company_status_deltas returning status, n),
      folded as (
        insert into company_status_counts (status, n) select status, sum(n) from moved group by status
        on conflict (status) do update set n = company_status_counts.n + excluded.n
        returning 1)
      select (select count(*) from moved)::int as moved`);
  return Number((result as unknown as { rows: { moved: number }[] }).rows[0]?.moved ?? 0);
}
