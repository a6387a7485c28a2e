// Counting the calls of rolling windows (from, now] in time proportional to the window's hours, not its calls:
// whole hours come from the hourly rollup (call_stats_hourly plus the deltas not yet folded in), the partial hours
// at both edges from the calls themselves (index-only range scans over at most an hour each). The answer is exact:
// tests compare it with counting every call.
import { fillPlaceholders, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../context/service-context';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/prepared-query';
import type { CallCounts } from './period-stats';

const HOUR_MS = 60 * 60_000;

/** What a window counts: its calls, answered ones, bookings, voicemails, and their reported cost. */
const COLUMNS = ['total', 'answered', 'booked', 'voicemail', 'cost_usd'] as const;

export const hourFloor = (d: Date): Date => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);

/** How one window (from, now] is counted. */
export type WindowPlan =
  | { kind: 'direct'; from: Date }
  | { kind: 'rollup'; from: Date; lowerEdgeEnd: Date; upperEdgeStart: Date };

/**
 * A window spanning at least one whole hour counts (from, lowerEdgeEnd) and [upperEdgeStart, now] from calls and the
 * hours [lowerEdgeEnd, upperEdgeStart) from the rollup; a shorter one counts its calls directly.
 */
export function planWindow(from: Date, now: Date): WindowPlan {
  const lowerEdgeEnd = new Date(hourFloor(from).getTime() + HOUR_MS);
  const upperEdgeStart = hourFloor(now);
  return lowerEdgeEnd < upperEdgeStart
    ? { kind: 'rollup', from, lowerEdgeEnd, upperEdgeStart }
    : { kind: 'direct', from };
}

/** A window's instants by name: a statement of one shape serves every `now`, its instants filled per request. */
const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

/**
 * The statement that answers the counts of windows of these kinds ending at `now`, its instants as placeholders:
 * `now`, `upper` (now's hour), and per window i `from<i>` and, when counted from the rollup, `edge<i>` (its lower
 * edge's end); `rollupFrom` (the earliest edge end) when any window is.
 */
function windowCountsTemplate(kinds: readonly WindowPlan['kind'][]): SQL {
  // Each range of calls counted directly, tagged; a window adds up its own tags.
  const ranges: SQL[] = [
    sql`select 'upper'::text as r, answered, appt_booked, outcome, cost_usd from calls
        where created_at >= ${at('upper')} and created_at <= ${at('now')}`,
  ];
  const tagsOf = kinds.map((kind, i) => {
    if (kind === 'direct') {
      ranges.push(sql`select ${`w${i}`}::text as r, answered, appt_booked, outcome, cost_usd from calls
        where created_at > ${at(`from${i}`)} and created_at <= ${at('now')}`);
      return [`w${i}`];
    }
    ranges.push(sql`select ${`w${i}`}::text as r, answered, appt_booked, outcome, cost_usd from calls
      where created_at > ${at(`from${i}`)} and created_at < ${at(`edge${i}`)}`);
    return ['upper', `w${i}`];
  });
  // Every count in one pass over the edges' calls and one over the hours (a scalar subquery per count read each
  // of them nine times); a window's count is its edges' plus its whole hours' (none without a rollup: no row).
  const name = (i: number, column: string) => sql.raw(`w${i}_${column}`);
  // Each count of an edge's calls (its tags' calls, those the filter keeps); the cost is a sum, not a count.
  const EDGE_COUNTS: Record<(typeof COLUMNS)[number], (tags: SQL) => SQL> = {
    total: (tags) => sql`count(*) filter (where r in (${tags}))`,
    answered: (tags) => sql`count(*) filter (where r in (${tags}) and answered)`,
    booked: (tags) => sql`count(*) filter (where r in (${tags}) and appt_booked)`,
    voicemail: (tags) => sql`count(*) filter (where r in (${tags}) and outcome = 'voicemail')`,
    cost_usd: (tags) => sql`coalesce(sum(cost_usd) filter (where r in (${tags})), 0)`,
  };
  const edgeCounts = kinds.flatMap((_, i) => {
    const tags = sql.join(
      (tagsOf[i] as string[]).map((tag) => sql`${tag}`),
      sql`, `,
    );
    return COLUMNS.map((column) => sql`${EDGE_COUNTS[column](tags)} as ${name(i, column)}`);
  });
  const hourCounts = kinds.flatMap((kind, i) =>
    COLUMNS.map((column) =>
      kind === 'rollup'
        ? sql`coalesce(sum(${sql.raw(column)}) filter (where hour >= ${at(`edge${i}`)}), 0) as ${name(i, column)}`
        : sql`0 as ${name(i, column)}`,
    ),
  );
  const columns = kinds.flatMap((_, i) =>
    COLUMNS.map(
      (column) => sql`ec.${name(i, column)} + coalesce(bc.${name(i, column)}, 0) as ${name(i, column)}`,
    ),
  );
  const rollup = kinds.includes('rollup')
    ? sql`select hour, total, answered, booked, voicemail, cost_usd from call_stats_hourly
          where hour >= ${at('rollupFrom')} and hour < ${at('upper')}
          union all
          select hour, total, answered, booked, voicemail, cost_usd from call_stats_deltas
          where hour >= ${at('rollupFrom')} and hour < ${at('upper')}`
    : sql`select null::timestamptz as hour, 0 as total, 0 as answered, 0 as booked, 0 as voicemail,
          0::float8 as cost_usd where false`;
  return sql`with e as materialized (${sql.join(ranges, sql` union all `)}),
    b as materialized (${rollup}),
    ec as (select ${sql.join(edgeCounts, sql`, `)} from e),
    bc as (select ${sql.join(hourCounts, sql`, `)} from b)
    select ${sql.join(columns, sql`, `)} from ec left join bc on true`;
}

const dialect = new PgDialect();
/** Each shape's text, built once: building it with drizzle took a quarter of a Dashboard stats request's time. */
const templates = new Map<string, Query>();

/**
 * The one statement (text and parameters) that answers the counts of every window (from, now]; exported so tests
 * can EXPLAIN it and the bench's plain-pg reference server can run it.
 */
export function windowCountsStatement(now: Date, starts: readonly Date[]): Query {
  const plans = starts.map((from) => planWindow(from, now));
  const kinds = plans.map((plan) => plan.kind);
  const shape = kinds.join(',');
  let template = templates.get(shape);
  if (!template) {
    template = dialect.sqlToQuery(windowCountsTemplate(kinds));
    templates.set(shape, template);
  }
  const values: Record<string, string> = {
    now: now.toISOString(),
    upper: hourFloor(now).toISOString(),
  };
  let rollupFrom: Date | undefined;
  plans.forEach((plan, i) => {
    values[`from${i}`] = plan.from.toISOString();
    if (plan.kind !== 'rollup') return;
    values[`edge${i}`] = plan.lowerEdgeEnd.toISOString();
    if (!rollupFrom || plan.lowerEdgeEnd < rollupFrom) rollupFrom = plan.lowerEdgeEnd;
  });
  if (rollupFrom) values.rollupFrom = rollupFrom.toISOString();
  return { sql: template.sql, params: fillPlaceholders(template.params, values) };
}

/** The counts of each window (from, now], in the order of `starts`, in one round trip. */
export async function countCallWindows(db: Db, now: Date, starts: readonly Date[]): Promise<CallCounts[]> {
  const row = (await executeNamed(db, windowCountsStatement(now, starts))).rows[0] ?? {};
  return starts.map((_, i) => ({
    total: Number(row[`w${i}_total`] ?? 0),
    answered: Number(row[`w${i}_answered`] ?? 0),
    booked: Number(row[`w${i}_booked`] ?? 0),
    voicemail: Number(row[`w${i}_voicemail`] ?? 0),
    costUsd: Number(row[`w${i}_cost_usd`] ?? 0),
  }));
}

/**
 * Folds the deltas into the hourly counts (the maintenance job, every minute). Safe in several processes at once: a
 * delta row is deleted, and so counted, by one of them only.
 */
export async function compactCallStats(ctx: ServiceContext): Promise<number> {
  const result = await ctx.db.execute(sql`with moved as (
        delete from call_stats_deltas returning hour, total, answered, booked, voicemail, cost_usd),
      folded as (
        insert into call_stats_hourly (hour, total, answered, booked, voicemail, cost_usd)
        select hour, sum(total), sum(answered), sum(booked), sum(voicemail), sum(cost_usd) from moved group by hour
        on conflict (hour) do update set total = call_stats_hourly.total + excluded.total,
          answered = call_stats_hourly.answered + excluded.answered, booked = call_stats_hourly.booked + excluded.booked,
          voicemail = call_stats_hourly.voicemail + excluded.voicemail,
          cost_usd = call_stats_hourly.cost_usd + excluded.cost_usd
        returning 1)
      select (select count(*) from moved)::int as moved`);
  const moved = Number((result as unknown as { rows: { moved: number }[] }).rows[0]?.moved ?? 0);
  // After a burst (a bulk import, a mass delete) the deltas' index is full of dead rows every reader would step
  // over until autovacuum comes by: clear them now (outside a transaction only, as VACUUM must be).
  const outsideTransaction = ctx.db === ctx.app.database.db;
  if (moved >= VACUUM_AFTER_MOVED && outsideTransaction) await ctx.db.execute(sql`vacuum call_stats_deltas`);
  return moved;
}

const VACUUM_AFTER_MOVED = 10_000;
