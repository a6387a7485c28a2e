// The pool's figures, read from its numbers' day rows (caller_id_days, by its primary key: a row per number and day
// over the days shown, however many calls the calls table holds).
import {
  CALLER_ID_TREND_DAYS,
  type CallerIdDay,
  type CallerIdNumber,
  type CallerIds,
} from '@callops/contracts/caller-ids';
import { addCalendarDays, calendarDay } from '@callops/contracts/core';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { type CallerIdRates, callerIdVerdict, type HealthRule, percent, poolRates } from './caller-id-health';
import { callerIdRests } from './caller-id-rests';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** A number's answer rate is judged over this many business days, today included. */
export const JUDGED_DAYS = 7;

export interface DayRow {
  id: string;
  day: string;
  calls: number;
  ended: number;
  answered: number;
  short: number;
}

/** The numbers' day rows from `fromDay` on. */
export async function callerIdDayRows(
  ctx: ServiceContext,
  ids: readonly string[],
  fromDay: string,
): Promise<DayRow[]> {
  if (ids.length === 0) return [];
  // The ids are letters, digits, '-' and '_' (the setting's check): a comma joins them safely.
  const found = rows<Record<keyof DayRow, string | number>>(
    await ctx.db.execute(sql`
      select phone_number_id as id, to_char(day, 'YYYY-MM-DD') as day, calls, ended, answered, short_calls as short
      from caller_id_days
      where phone_number_id = any(string_to_array(${ids.join(',')}, ',')) and day >= ${fromDay}::date`),
  );
  return found.map((row) => ({
    id: String(row.id),
    day: String(row.day),
    calls: Number(row.calls),
    ended: Number(row.ended),
    answered: Number(row.answered),
    short: Number(row.short),
  }));
}

/**
 * The first day each number is judged on: the last 7 business days, or for a number whose rest has ended the days
 * after it (the calls that caused the rest are behind it).
 */
export function judgedFrom(
  pool: readonly CallerIdNumber[],
  rests: ReadonlyMap<string, { restedUntil: Date }>,
  now: Date,
  timeZone: string,
): Map<string, string> {
  const weekFrom = addCalendarDays(calendarDay(now, timeZone), 1 - JUDGED_DAYS);
  return new Map(
    pool.map((entry) => {
      const restEnd = rests.get(entry.phoneNumberId)?.restedUntil;
      const afterRest = restEnd ? addCalendarDays(calendarDay(restEnd, timeZone), 1) : weekFrom;
      // The later of the two days (YYYY-MM-DD sorts as it reads).
      return [entry.phoneNumberId, [weekFrom, afterRest].sort()[1] as string];
    }),
  );
}

/** Each number's ended, answered and short calls over its judged days. */
export function judgedRates(
  days: readonly DayRow[],
  from: ReadonlyMap<string, string>,
): Map<string, CallerIdRates> {
  const rates = new Map<string, CallerIdRates>(
    [...from.keys()].map((id) => [id, { calls: 0, answered: 0, shortCalls: 0 }]),
  );
  for (const row of days) {
    const first = from.get(row.id);
    const sum = rates.get(row.id);
    if (!first || !sum || row.day < first) continue;
    sum.calls += row.ended;
    sum.answered += row.answered;
    sum.shortCalls += row.short;
  }
  return rates;
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
  const today = calendarDay(ctx.now, timeZone);
  const days = Array.from({ length: CALLER_ID_TREND_DAYS }, (_, i) =>
    addCalendarDays(today, i - CALLER_ID_TREND_DAYS + 1),
  );
  const rests = await callerIdRests(ctx);
  const rows = await callerIdDayRows(
    ctx,
    pool.map((entry) => entry.phoneNumberId),
    days[0] as string,
  );
  const judged = judgedRates(rows, judgedFrom(pool, rests, ctx.now, timeZone));
  const average = poolRates([...judged.values()]);
  const weekFrom = days[days.length - JUDGED_DAYS] as string;
  const numbers = pool.map((entry) => {
    const mine = rows.filter((row) => row.id === entry.phoneNumberId);
    const week = mine.filter((row) => row.day >= weekFrom);
    const sum = (pick: (row: DayRow) => number) => week.reduce((total, row) => total + pick(row), 0);
    const trend: CallerIdDay[] = days.map((day) => {
      const row = mine.find((found) => found.day === day);
      return {
        day,
        calls: row?.calls ?? 0,
        answered: row?.answered ?? 0,
        answer_rate: row ? percent(row.answered, row.ended) : null,
      };
    });
    const rest = rests.get(entry.phoneNumberId);
    const resting = rest && rest.restedUntil > ctx.now ? rest : null;
    const verdict = callerIdVerdict(
      judged.get(entry.phoneNumberId) ?? { calls: 0, answered: 0, shortCalls: 0 },
      average,
      settings.rule,
    );
    return {
      phone_number_id: entry.phoneNumberId,
      number: entry.number,
      daily_cap: entry.dailyCap,
      calls_today: mine.find((row) => row.day === today)?.calls ?? 0,
      calls_7d: sum((row) => row.calls),
      answer_rate_7d: percent(
        sum((row) => row.answered),
        sum((row) => row.ended),
      ),
      short_call_rate_7d: percent(
        sum((row) => row.short),
        sum((row) => row.answered),
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
