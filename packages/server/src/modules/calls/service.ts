import type { Call, LatestCallsQuery } from '@callops/contracts/calls';
import { desc, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { preparedQuery } from '../../db/prepared-query';
import { calls } from '../../db/schema';
import { CALL_VIEW_COLUMNS, toCall } from './call-view';

/** Newest first (calls_created_at_id_idx). */
const latest = preparedQuery('latest_calls', (db, name) =>
  db
    .select(CALL_VIEW_COLUMNS)
    .from(calls)
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

export async function latestCalls(ctx: ServiceContext, { limit }: LatestCallsQuery): Promise<Call[]> {
  const rows = await latest(ctx.db).execute({ limit });
  return rows.map((row) => toCall(ctx, row));
}
