// The danger zone empties tables. Choice (issue 13): a delete that finds jobs running or queued cancels them first,
// in the same transaction, rather than refusing with 409. Cancelling locks each job row (the dispatcher locks it
// too before it claims leads or places calls), so once this transaction holds them no job step can write into the
// tables being emptied; steps waiting on those locks find their job cancelled or gone and do nothing. Refusing
// would leave a tester no way to empty the tables short of stopping every job by hand first.

import {
  DANGER_TABLES,
  type DangerTable,
  type DatabaseStatus,
  type DeleteAllResult,
  type DeleteTableResult,
  type TableCounts,
} from '@callops/contracts/danger';
import { CURRENT_JOB_STATUSES } from '@callops/contracts/jobs';
import { inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { jobs } from '../../db/schema';

const ENTITY = 'danger_zone';

/** Calls first, jobs last: the order that leaves no row pointing at one already gone (all are ON DELETE SET NULL). */
const DELETE_ORDER: readonly DangerTable[] = ['calls', 'appointments', 'companies', 'jobs'];

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The four counts in one statement. */
async function countTables(ctx: ServiceContext): Promise<TableCounts> {
  const [counts] = rows<TableCounts>(
    await ctx.db.execute(sql`select
      (select count(*) from jobs)::int as jobs,
      (select count(*) from companies)::int as companies,
      (select count(*) from appointments)::int as appointments,
      (select count(*) from calls)::int as calls`),
  );
  if (!counts) throw new Error('the table counts returned no row');
  return counts;
}

const total = (counts: TableCounts) => DANGER_TABLES.reduce((sum, table) => sum + counts[table], 0);

/** Deletes every row of one table; how many the statement removed. The name comes from the fixed list above. */
async function emptyTable(ctx: ServiceContext, table: DangerTable): Promise<number> {
  const [row] = rows<{ n: number }>(
    await ctx.db.execute(
      sql`with deleted as (delete from ${sql.identifier(table)} returning 1) select count(*)::int as n from deleted`,
    ),
  );
  return row?.n ?? 0;
}

/** Cancels every running or queued job (their unplaced calls are released as a Cancel does); how many. */
async function cancelCurrentJobs(ctx: ServiceContext, what: string): Promise<number> {
  const current = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(inArray(jobs.status, [...CURRENT_JOB_STATUSES]))
    .orderBy(jobs.createdAt);
  for (const { id } of current) {
    await ctx.app.engine.endJob(
      ctx,
      id,
      'cancelled',
      `by ${ctx.actor.username} before the danger zone emptied ${what}`,
    );
  }
  return current.length;
}

export async function databaseStatus(ctx: ServiceContext): Promise<DatabaseStatus> {
  return { table_counts: await countTables(ctx) };
}

/** Empties jobs, companies, appointments and calls. */
export async function deleteAllData(ctx: ServiceContext): Promise<DeleteAllResult> {
  const cancelled = await cancelCurrentJobs(ctx, 'all tables');
  const before = await countTables(ctx);
  const deleted: TableCounts = { jobs: 0, companies: 0, appointments: 0, calls: 0 };
  for (const table of DELETE_ORDER) deleted[table] = await emptyTable(ctx, table);
  // Rows another transaction committed meanwhile are still there: the screen warns about them.
  const after = await countTables(ctx);
  const result: DeleteAllResult = {
    cancelled_jobs: cancelled,
    actual_deleted: total(deleted),
    deleted_count: Math.max(0, total(before) - total(after)),
    deleted_counts: deleted,
    before_deletion: before,
    after_deletion: after,
    remaining_records: total(after),
  };
  await ctx.audit({
    action: 'delete',
    entity: ENTITY,
    entityKey: 'all-data',
    oldValue: JSON.stringify({ before_deletion: before }),
    newValue: JSON.stringify({ cancelled_jobs: cancelled, deleted_counts: deleted, after_deletion: after }),
  });
  return result;
}

/** Empties one table. */
export async function deleteTable(ctx: ServiceContext, table: DangerTable): Promise<DeleteTableResult> {
  const cancelled = await cancelCurrentJobs(ctx, table);
  const before = (await countTables(ctx))[table];
  const deleted = await emptyTable(ctx, table);
  const after = (await countTables(ctx))[table];
  await ctx.audit({
    action: 'delete',
    entity: ENTITY,
    entityKey: table,
    oldValue: JSON.stringify({ before_deletion: before }),
    newValue: JSON.stringify({ cancelled_jobs: cancelled, actual_deleted: deleted, after_deletion: after }),
  });
  return {
    table,
    cancelled_jobs: cancelled,
    actual_deleted: deleted,
    deleted_count: Math.max(0, before - after),
    before_deletion: before,
    after_deletion: after,
    remaining_records: after,
  };
}
