// The last check before any call is placed, on the server: the number is not on the do-not-call list. Every dial
// holds the list's lock shared while it checks and places; whoever adds to the list takes it exclusively, so a
// number added while a lead is being dialed is either seen by that dial or added after it.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { phoneKey } from './callee-location';

// Any fixed number other than the migrations' and the queue's locks.
const LIST_LOCK_ID = 7_311_904;

/** Why the number must not be dialed now, or null. Holds the list's lock (shared) until the transaction ends. */
export async function dialBlocked(ctx: ServiceContext, phone: string): Promise<string | null> {
  const key = phoneKey(phone);
  if (!key) return null;
  await ctx.db.execute(sql`select pg_advisory_xact_lock_shared(${LIST_LOCK_ID})`);
  const { rows } = (await ctx.db.execute(
    sql`select 1 from do_not_call where phone = ${key} and removed_at is null limit 1`,
  )) as unknown as { rows: unknown[] };
  return rows.length > 0 ? 'the number is on the do-not-call list' : null;
}

/** Taken by whoever adds to the list: waits for the dials under way, and holds off new ones until it commits. */
export async function lockListForAdding(ctx: ServiceContext): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${LIST_LOCK_ID})`);
}
