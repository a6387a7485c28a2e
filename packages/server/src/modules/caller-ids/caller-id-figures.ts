// The pool's figures, aggregated in the database over an indexed range (calls_caller_id_created_idx: each number's
// calls of the last days only, however many calls the table holds).
import {
  CALLER_ID_TREND_DAYS,
  type CallerIdDay,
  type CallerIdNumber,
  type CallerIds,
  SHORT_CALL_SECONDS,
} from '@callops/contracts/caller-ids';
import { addCalendarDays, calendarDay, zonedDateTime } from '@callops/contracts/core';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { type CallerIdRates, callerIdVerdict, type HealthRule, percent, poolRates } from './caller-id-health';
import { callerIdRests } from './caller-id-rests';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const DAY_MS = 86_400_000;
/** The answer rate a number is judged on covers this many days (since its last rest, when that ended later). */
export const JUDGED_DAYS = 7;

/**
 * Each number's calls since `since[id]`: ended calls, answered ones and answered ones under 10 seconds. One read of
 * the index, per number its own range.
 */
export async function judgedRates(
  ctx: ServiceContext,
  since: ReadonlyMap<string, Date>,
): Promise<Map<string, CallerIdRates>> {
  if (since.size === 0) return new Map();
  const ranges = JSON.stringify([...since].map(([id, from]) => ({ id, since: from.toISOString() })));
  const found = rows<{ id: string; calls: number; answered: number; short: number }>(
    await ctx.db.execute(sql`
      select r.id, count(c.id) filter (where c.ended_at is not null)::int as calls,
        count(c.id) filter (where c.answered)::int as answered,
        count(c.id) filter (where c.answered and c.duration_seconds < ${SHORT_CALL_SECONDS})::int as short
      from jsonb_to_recordset(${ranges}::jsonb) as r(id text, since timestamptz)
      left join calls c on c.caller_id = r.id and c.created_at >= r.since
      group by r.id`),
  );
  return new Map(
    found.map((row) => [
      row.id,
      { calls: Number(row.calls), answered: Number(row.answered), shortCalls: Number(row.short) },
    ]),
  );
}

/** Where each number's judged calls begin: 7 days ago, or the end of its last rest when later. */
export function judgedSince(
  pool: readonly CallerIdNumber[],
  rests: ReadonlyMap<string, { restedUntil: Date }>,
  now: Date,
): Map<string, Date> {
  const weekAgo = new Date(now.getTime() - JUDGED_DAYS * DAY_MS);
  return new Map(
    pool.map((entry) => {
      const restEnd = rests.get(entry.phoneNumberId)?.restedUntil;
      return [entry.phoneNumberId, restEnd && restEnd > weekAgo && restEnd <= now ? restEnd : weekAgo];
    }),
  );
}

/** Calls per number and business day since `fromDay` began. */
async function dailyCounts(ctx: ServiceContext, ids: readonly string[], fromDay: string, zone: string) {
  if (ids.length === 0) return [];
  const from = zonedDateTime(fromDay, '00:00', zone);
  return rows<{ id: string; day: string; calls: number; ended: number; answered: number; short: number }>(
    await ctx.db.execute(sql`
      select caller_id as id, to_char(created_at at time zone ${zone}, 'YYYY-MM-DD') as day,
        count(*)::int as calls, count(*) filter (where ended_at is not null)::int as ended,
        count(*) filter (where answered)::int as answered,
        count(*) filter (where answered and duration_seconds < ${SHORT_CALL_SECONDS})::int as short
      from calls
      where caller_id = any(string_to_array(${ids.join(',')}, ',')) and created_at >= ${from.toISOString()}::timestamptz
      group by 1, 2`),
  );
}

export interface PoolSettings {
  pool: readonly CallerIdNumber[];
  rule: HealthRule;
  timeZone: string;
  defaultPhoneNumberId: string | null;
}

/** The Caller IDs page: per number its calls today, 7-day rates, state and answer rate per day. */
export async function callerIdFigures(ctx: ServiceContext, settings: PoolSettings): Promise<CallerIds> {
  const { pool, timeZone } = settings;
  const ids = pool.map((entry) => entry.phoneNumberId);
  const today = calendarDay(ctx.now, timeZone);
  const days = Array.from({ length: CALLER_ID_TREND_DAYS }, (_, i) =>
    addCalendarDays(today, i - CALLER_ID_TREND_DAYS + 1),
  );
  const rests = await callerIdRests(ctx);
  const [counts, judged] = [
    await dailyCounts(ctx, ids, days[0] as string, timeZone),
    await judgedRates(ctx, judgedSince(pool, rests, ctx.now)),
  ];
  const average = poolRates([...judged.values()]);
  const weekFrom = days[days.length - JUDGED_DAYS] as string;
  const numbers = pool.map((entry) => {
    const mine = counts.filter((row) => row.id === entry.phoneNumberId);
    const week = mine.filter((row) => row.day >= weekFrom);
    const sum = (list: typeof mine, pick: (row: (typeof mine)[number]) => number) =>
      list.reduce((total, row) => total + Number(pick(row)), 0);
    const trend: CallerIdDay[] = days.map((day) => {
      const row = mine.find((found) => found.day === day);
      return {
        day,
        calls: Number(row?.calls ?? 0),
        answered: Number(row?.answered ?? 0),
        answer_rate: row ? percent(Number(row.answered), Number(row.ended)) : null,
      };
    });
    const rest = rests.get(entry.phoneNumberId);
    const resting = rest && rest.restedUntil > ctx.now ? rest : null;
    const verdict = callerIdVerdict(
      judged.get(entry.phoneNumberId) ?? { calls: 0, answered: 0, shortCalls: 0 },
      average,
      settings.rule,
    );
    const weekAnswered = sum(week, (row) => row.answered);
    return {
      phone_number_id: entry.phoneNumberId,
      number: entry.number,
      daily_cap: entry.dailyCap,
      calls_today: Number(mine.find((row) => row.day === today)?.calls ?? 0),
      calls_7d: sum(week, (row) => row.calls),
      answer_rate_7d: percent(
        weekAnswered,
        sum(week, (row) => row.ended),
      ),
      short_call_rate_7d: percent(
        sum(week, (row) => row.short),
        weekAnswered,
      ),
      state: resting ? ('resting' as const) : verdict.state,
      state_reason: resting ? resting.reason : verdict.reason,
      rested_until: resting ? resting.restedUntil.toISOString() : null,
      trend,
    };
  });
  return {
    time_zone: timeZone,
    default_phone_number_id: settings.defaultPhoneNumberId,
    pool_answer_rate_7d: average.answerRate,
    pool_short_call_rate_7d: average.shortRate,
    numbers,
  };
}
