// Calls as a provider's messages find them (by the provider's id, or by ours before it is stored), and what the
// database was asked meanwhile: for the tests of the webhook's status updates, transcript lines and reports.
import { dbStatements } from '../../src/metrics/series';
import type { TestApp } from './test-app';

/** A VAPI cold call with the status and provider's id given (null: not stored yet), started half a minute before TEST_NOW. */
export async function insertProviderCall(t: TestApp, status: string, sid: string | null): Promise<number> {
  const { rows } = await t.database.executeSql(
    `insert into calls (call_sid, status, job_type, provider, created_at)
     values ($1, $2, 'cold_calling', 'vapi', '2026-03-11T15:29:30.000Z') returning id`,
    [sid, status],
  );
  return rows[0]?.id as number;
}

/** The statements this process has sent its database so far (callops_db_statements_total): counted, not timed. */
export const statementsSent = async (): Promise<number> => (await dbStatements.get()).values[0]?.value ?? 0;
