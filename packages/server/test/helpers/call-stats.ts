import { answerRate, bookingRate, costPerBooked, roundUsd } from '@callops/contracts/stats';
import { sql } from 'drizzle-orm';
import { TEST_NOW, type TestApp } from './test-app';

const now = new Date(TEST_NOW).getTime();

/** Calls by [age in ms before TEST_NOW (negative = in the future), answered, booked]. */
export async function insertCallsAged(t: TestApp, rows: [number, boolean, boolean][]): Promise<void> {
  for (const [age, answered, booked] of rows) {
    await t.database.executeSql(
      'insert into calls (created_at, answered, appt_booked, status) values ($1, $2, $3, $4)',
      [new Date(now - age).toISOString(), answered, booked, 'completed'],
    );
  }
}

/** A window's numbers straight from SQL, the window computed by the database's interval arithmetic. */
export async function plainWindowStats(t: TestApp, minutes: number) {
  const res = await t.database.executeSql(
    `select count(*)::int as total,
            (count(*) filter (where answered))::int as answered,
            (count(*) filter (where appt_booked))::int as booked,
            (count(*) filter (where outcome = 'voicemail'))::int as voicemail,
            coalesce(sum(cost_usd), 0)::float8 as cost
       from calls
      where created_at > $1::timestamptz - make_interval(mins => $2::int)
        and created_at <= $1::timestamptz`,
    [TEST_NOW, minutes],
  );
  const { total, answered, booked, voicemail, cost } = res.rows[0] as Record<
    'total' | 'answered' | 'booked' | 'voicemail' | 'cost',
    number
  >;
  return {
    total_calls: total,
    answered_calls: answered,
    answer_rate: answerRate(answered, total),
    appointments_booked: booked,
    booking_rate: bookingRate(booked, total),
    voicemail_calls: voicemail,
    no_answer_calls: total - answered - voicemail,
    cost_usd: roundUsd(cost),
    cost_per_booked_usd: costPerBooked(cost, booked),
  };
}

/** The plan of a statement, one line per node. */
export async function explainPlan(
  t: TestApp,
  { sql, params }: { sql: string; params: unknown[] },
): Promise<string> {
  const res = await t.database.executeSql(`explain ${sql}`, params);
  return res.rows.map((r) => String(r['QUERY PLAN'])).join('\n');
}

const MINUTE = 60_000;

/** A repeatable random sequence in [0, 1). */
export function seededRandom(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/**
 * 300 calls at random up to 31 days before TEST_NOW, a few in the future; a share of them (`onStep.share`) falls
 * right on a multiple of `onStep.minutes` back (a whole hour, a half hour), up to `onStep.steps` of them.
 */
export async function insertRandomCalls(
  t: TestApp,
  random: () => number,
  onStep: { share: number; minutes: number; steps: number },
): Promise<void> {
  const values = Array.from({ length: 300 }, (_, i) => {
    const age =
      random() < onStep.share
        ? Math.floor(random() * onStep.steps) * onStep.minutes * MINUTE
        : Math.floor(random() * 31 * 1440 - 60) * MINUTE;
    const answered = random() < 0.5;
    // Unanswered calls are voicemail now and then; most report a cost. Taken from the call's place in the batch,
    // so the random sequence (the calls' times and answers) stays what the tests were written for.
    const outcome = !answered && i % 3 === 0 ? 'voicemail' : null;
    const cost = i % 10 === 0 ? null : ((i * 37) % 300) / 1000;
    return sql`(${new Date(now - age).toISOString()}::timestamptz, ${answered}, ${random() < 0.2}, 'completed', ${outcome}, ${cost}::float8)`;
  });
  await t.database.db.execute(
    sql`insert into calls (created_at, answered, appt_booked, status, outcome, cost_usd) values ${sql.join(values, sql`, `)}`,
  );
}

/** What happens to calls after they are written: outcomes arrive, some move in time, some are deleted. */
export async function churnCalls(t: TestApp, round: number): Promise<void> {
  await t.database.executeSql(
    `update calls set answered = not answered, appt_booked = (id % 3 = 0) where id % 5 = ${round}`,
  );
  await t.database.executeSql(
    `update calls set outcome = case when outcome = 'voicemail' then null else 'voicemail' end,
       cost_usd = case when cost_usd is null then 0.125 else null end where id % 7 = ${round}`,
  );
  await t.database.executeSql(
    `update calls set created_at = created_at - interval '90 minutes' where id % 11 = ${round}`,
  );
  await t.database.executeSql(`delete from calls where id % 13 = ${round}`);
}

/**
 * VACUUM ANALYZE of calls, again until every page is marked all-visible: the planner reads calls_stats_idx index-only
 * (what the plan tests check) only then, and a snapshot another backend holds at that moment (autovacuum analysing
 * the rows just inserted, say) keeps a VACUUM from marking them.
 */
export async function vacuumCalls(t: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await t.database.executeSql('vacuum analyze calls');
    const { rows } = await t.database.executeSql(
      `select relallvisible >= relpages as done from pg_class where oid = 'calls'::regclass`,
    );
    if (rows[0]?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('calls were never all-visible after VACUUM');
}
