// The caller-ID pool's daily caps, shared by every worker: a round locks its pool's counter rows of the business day
// (always in the same order, so two rounds never deadlock), picks a number per call from what they say, and writes
// the new counts back before its transaction commits. A number placed no more calls in a day than its cap allows.
import type { CallerIdNumber } from '@callops/contracts/caller-ids';
import { calendarDay } from '@callops/contracts/core';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { restingCallerIds } from '../../modules/caller-ids/caller-id-rests';
import type { EngineSettings } from '../../settings/live-settings';
import { rankCallerIds } from './caller-id-choice';

/** Why a claimed lead was not called, in the job's events and the campaign preview. */
export const POOL_EXHAUSTED = 'caller-ID pool exhausted';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The pool as a round holds it: today's counts (locked until the round commits) and the rested numbers. */
export interface HeldPool {
  pool: readonly CallerIdNumber[];
  day: string;
  used: Map<string, number>;
  resting: Map<string, Date>;
  /** Counts at the time of the lock, to write back only what changed. */
  before: ReadonlyMap<string, number>;
}

/** Locks today's counter rows of the pool's numbers; null when the pool is empty (calls use the default number). */
export async function holdPoolForRound(
  ctx: ServiceContext,
  settings: EngineSettings,
): Promise<HeldPool | null> {
  const pool = settings.callerIds.pool;
  if (pool.length === 0) return null;
  const day = calendarDay(ctx.now, settings.timeZone);
  // The ids are letters, digits, '-' and '_' (the setting's check): a comma joins them safely.
  const ids = pool.map((entry) => entry.phoneNumberId).sort();
  await ctx.db.execute(sql`
    insert into caller_id_days (phone_number_id, day, calls)
    select id, ${day}::date, 0 from unnest(string_to_array(${ids.join(',')}, ',')) as id order by id
    on conflict (phone_number_id, day) do nothing`);
  const counts = rows<{ id: string; calls: number }>(
    await ctx.db.execute(sql`
      select phone_number_id as id, calls from caller_id_days
      where day = ${day}::date and phone_number_id = any(string_to_array(${ids.join(',')}, ','))
      order by phone_number_id for update`),
  );
  const used = new Map(counts.map((row) => [row.id, Number(row.calls)]));
  return { pool, day, used, resting: await restingCallerIds(ctx), before: new Map(used) };
}

/** The room the pool has left today, read without a lock (the campaign preview); null without a pool. */
export async function poolRoomNow(ctx: ServiceContext, settings: EngineSettings): Promise<number | null> {
  const pool = settings.callerIds.pool;
  if (pool.length === 0) return null;
  const day = calendarDay(ctx.now, settings.timeZone);
  const counts = rows<{ id: string; calls: number }>(
    await ctx.db.execute(
      sql`select phone_number_id as id, calls from caller_id_days where day = ${day}::date`,
    ),
  );
  const used = new Map(counts.map((row) => [row.id, Number(row.calls)]));
  return poolRoom({ pool, day, used, resting: await restingCallerIds(ctx), before: used });
}

/** Calls the pool may still place today: the room left under the caps of the numbers that are not resting. */
export function poolRoom(held: HeldPool): number {
  return held.pool
    .filter((entry) => !held.resting.has(entry.phoneNumberId))
    .reduce(
      (room, entry) => room + Math.max(0, entry.dailyCap - (held.used.get(entry.phoneNumberId) ?? 0)),
      0,
    );
}

/** The number a call to `leadPhone` goes out from, counted against its cap; null when the pool has no room. */
export function pickCallerId(held: HeldPool, leadPhone: string): CallerIdNumber | null {
  const [best] = rankCallerIds(held.pool, leadPhone, held.used, new Set(held.resting.keys()));
  if (!best) return null;
  held.used.set(best.phoneNumberId, (held.used.get(best.phoneNumberId) ?? 0) + 1);
  return best;
}

/** Writes the round's counts back (the rows are still locked by this transaction). */
export async function savePoolUse(ctx: ServiceContext, held: HeldPool): Promise<void> {
  const changed = [...held.used].filter(([id, calls]) => held.before.get(id) !== calls);
  if (changed.length === 0) return;
  await ctx.db.execute(sql`
    update caller_id_days d set calls = v.calls
    from jsonb_to_recordset(${JSON.stringify(changed.map(([id, calls]) => ({ id, calls })))}::jsonb)
      as v(id text, calls int)
    where d.phone_number_id = v.id and d.day = ${held.day}::date`);
}

/** When the exhausted pool has room again: the next business day, or the end of the first rest, if sooner. */
export function poolReopensAt(held: HeldPool, nextDayStart: Date): Date {
  const capped = held.pool.some(
    (entry) =>
      !held.resting.has(entry.phoneNumberId) && (held.used.get(entry.phoneNumberId) ?? 0) >= entry.dailyCap,
  );
  const restEnds = [...held.resting.values()].sort((a, b) => a.getTime() - b.getTime());
  const firstRestEnd = restEnds[0];
  if (!firstRestEnd) return nextDayStart;
  return capped && nextDayStart < firstRestEnd ? nextDayStart : firstRestEnd;
}
