import { answerRate, bookingRate } from '@callops/contracts/stats';
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
            (count(*) filter (where appt_booked))::int as booked
       from calls
      where created_at > $1::timestamptz - make_interval(mins => $2::int)
        and created_at <= $1::timestamptz`,
    [TEST_NOW, minutes],
  );
  const { total, answered, booked } = res.rows[0] as { total: number; answered: number; booked: number };
  return {
    total_calls: total,
    answered_calls: answered,
    answer_rate: answerRate(answered, total),
    appointments_booked: booked,
    booking_rate: bookingRate(booked, total),
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
