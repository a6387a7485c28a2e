// A call's end-of-call report that arrives while the placing transaction is storing the provider's id for that call:
// only PostgreSQL runs the two at once (PGlite runs one transaction at a time).
import pg from 'pg';
import { until } from '../../../test/helpers/leads';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { inTransaction } from '../../context/in-transaction';
import type { CallReport } from '../../providers/vapi/call-report';
import { applyCallReport } from './call-outcome';

const report = (callId: number, providerCallId: string): CallReport => ({
  providerCallId,
  callId,
  endedReason: 'customer-did-not-answer',
  answered: false,
  startedAt: null,
  endedAt: null,
  durationSeconds: 0,
  transcript: null,
  messages: [],
  summary: null,
  structuredData: null,
  successEvaluation: null,
  recordingUrl: null,
  costUsd: null,
  transfer: null,
});

describe('an end-of-call report racing the placing transaction', () => {
  let t: TestApp;
  let placing: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    placing = new pg.Client({ connectionString: t.database.connectionString });
    await placing.connect();
  });
  afterAll(async () => {
    await placing.end();
    await t.close();
  });

  const placingCall = async () => {
    const { rows } = await t.database.executeSql(
      "insert into calls (status, job_type) values ('placing', 'cold_calling') returning id",
    );
    return rows[0]?.id as number;
  };

  it('waits for the provider id being stored and ends the call', async () => {
    const id = await placingCall();
    // VAPI answered the placing request: its id is being stored, in a transaction still open.
    await placing.query('begin');
    await placing.query("update calls set call_sid = 'vapi-call-1', status = 'queued' where id = $1", [id]);

    const applied = inTransaction(t.systemContext(), (tx) => applyCallReport(tx, report(id, 'vapi-call-1')));
    await until('the report to wait for the call row', async () => {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from pg_locks where locktype = 'transactionid' and not granted",
      );
      return rows[0]?.n === 1;
    });
    await placing.query('commit');

    expect(await applied).toBe('applied');
    const { rows } = await t.database.executeSql(
      'select status, call_sid, answered from calls where id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 'completed', call_sid: 'vapi-call-1', answered: false }]);
  });

  it('still refuses a report whose provider id is not the one the call was placed with', async () => {
    const id = await placingCall();
    await t.database.executeSql(
      "update calls set call_sid = 'vapi-call-2', status = 'queued' where id = $1",
      [id],
    );
    expect(
      await inTransaction(t.systemContext(), (tx) => applyCallReport(tx, report(id, 'vapi-call-other'))),
    ).toBe('unknown-call');
    const { rows } = await t.database.executeSql('select status from calls where id = $1', [id]);
    expect(rows).toEqual([{ status: 'queued' }]);
  });
});
