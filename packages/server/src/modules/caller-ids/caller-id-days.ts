// A pool number's day as its calls end: the call's day (the business day it was placed) counts it ended, answered,
// and short when answered for under 10 seconds. The report that ends a call is applied once, so it counts once.
import { SHORT_CALL_SECONDS } from '@callops/contracts/caller-ids';
import { calendarDay } from '@callops/contracts/core';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';

export async function countCallerIdOutcome(
  ctx: ServiceContext,
  call: { callerId: string; createdAt: Date },
  outcome: { answered: boolean; durationSeconds: number | null },
  timeZone: string,
): Promise<void> {
  const answered = outcome.answered ? 1 : 0;
  const short = outcome.answered && (outcome.durationSeconds ?? 0) < SHORT_CALL_SECONDS ? 1 : 0;
  await ctx.db.execute(sql`
    insert into caller_id_days (phone_number_id, day, ended, answered, short_calls)
    values (${call.callerId}, ${calendarDay(call.createdAt, timeZone)}::date, 1, ${answered}, ${short})
    on conflict (phone_number_id, day) do update set ended = caller_id_days.ended + 1,
      answered = caller_id_days.answered + excluded.answered,
      short_calls = caller_id_days.short_calls + excluded.short_calls`);
}
