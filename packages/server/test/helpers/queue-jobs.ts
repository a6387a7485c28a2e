import type { TestApp } from './test-app';

/** How many jobs of a queue have completed (pg-boss's own table). */
export async function completedJobs(t: TestApp, queue: string): Promise<number> {
  const { rows } = (await t.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`,
    [queue],
  )) as { rows: { n: number }[] };
  return Number(rows[0]?.n);
}
