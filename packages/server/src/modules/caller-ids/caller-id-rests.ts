// Pool numbers rested after their answer rate fell: a row per number, kept after the rest ends so the next judgement
// counts only the calls since (the calls that caused the rest are behind it).
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every number's last rest: when it ended (or ends) and why. */
export async function callerIdRests(
  ctx: ServiceContext,
): Promise<Map<string, { restedUntil: Date; reason: string }>> {
  const found = rows<{ id: string; until: string | Date; reason: string }>(
    await ctx.db.execute(
      sql`select phone_number_id as id, rested_until as until, reason from caller_id_rests`,
    ),
  );
  return new Map(found.map((row) => [row.id, { restedUntil: new Date(row.until), reason: row.reason }]));
}

/** The numbers resting now, with the end of their rest. */
export async function restingCallerIds(ctx: ServiceContext): Promise<Map<string, Date>> {
  const rests = await callerIdRests(ctx);
  return new Map(
    [...rests]
      .filter(([, rest]) => rest.restedUntil > ctx.now)
      .map(([id, rest]) => [id, rest.restedUntil] as const),
  );
}

/** Rests a number until `until`; false when it already rests (another worker got there first). */
export async function restCallerId(
  ctx: ServiceContext,
  phoneNumberId: string,
  until: Date,
  reason: string,
): Promise<boolean> {
  const now = ctx.now.toISOString();
  const rested = rows<{ id: string }>(
    await ctx.db.execute(sql`
      insert into caller_id_rests (phone_number_id, rested_at, rested_until, reason)
      values (${phoneNumberId}, ${now}::timestamptz, ${until.toISOString()}::timestamptz, ${reason})
      on conflict (phone_number_id) do update
        set rested_at = excluded.rested_at, rested_until = excluded.rested_until, reason = excluded.reason
        where caller_id_rests.rested_until <= ${now}::timestamptz
      returning phone_number_id as id`),
  );
  return rested.length === 1;
}
