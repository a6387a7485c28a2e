// The last check before any call is placed, on the server: the number is not on the do-not-call list. Every dial
// holds the list's lock shared while it checks and places; whoever adds to the list takes it exclusively, so a
// number added while a lead is being dialed is either seen by that dial or added after it. A transaction that also
// locks a job's row takes the list's lock first (a dispatch round, a live call's last check, a report's opt-out):
// one order, so none of them waits for another that waits for it.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { phoneKey } from './callee-location';

// Any fixed number other than the migrations' and the queue's locks.
const LIST_LOCK_ID = 7_311_904;

export const ON_THE_LIST = 'the number is on the do-not-call list';

/** Holds the list's lock (shared) until the transaction ends: the dials that follow in it are not overtaken. */
export async function holdListForDialing(ctx: ServiceContext): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock_shared(${LIST_LOCK_ID})`);
}

/** Which of `phones` are on the list now (as given), in one query, holding the list (holdListForDialing). */
export async function listedNumbers(ctx: ServiceContext, phones: readonly string[]): Promise<Set<string>> {
  const keys = new Map<string, string>();
  for (const phone of phones) {
    const key = phoneKey(phone);
    if (key) keys.set(key, phone);
  }
  if (keys.size === 0) return new Set();
  await holdListForDialing(ctx);
  const { rows } = (await ctx.db.execute(
    sql`select phone from do_not_call where removed_at is null
        and phone = any(string_to_array(${[...keys.keys()].join(',')}, ','))`,
  )) as unknown as { rows: { phone: string }[] };
  return new Set(rows.map((row) => keys.get(row.phone) as string));
}

/** Why the number must not be dialed now, or null (listedNumbers for one number). */
export async function dialBlocked(ctx: ServiceContext, phone: string): Promise<string | null> {
  return (await listedNumbers(ctx, [phone])).has(phone) ? ON_THE_LIST : null;
}

/** Taken by whoever adds to the list: waits for the dials under way, and holds off new ones until it commits. */
export async function lockListForAdding(ctx: ServiceContext): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${LIST_LOCK_ID})`);
}
