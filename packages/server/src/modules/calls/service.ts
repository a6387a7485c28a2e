import type { Call, LatestCallsQuery } from '@callops/contracts/calls';
import { desc } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { calls } from '../../db/schema';
import { toCall } from './call-view';

/** Newest first (calls_created_at_id_idx). */
export async function latestCalls(ctx: ServiceContext, { limit }: LatestCallsQuery): Promise<Call[]> {
  const rows = await ctx.db.select().from(calls).orderBy(desc(calls.createdAt), desc(calls.id)).limit(limit);
  return rows.map((row) => toCall(ctx, row));
}
