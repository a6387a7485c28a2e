// Stages of calls told at once go to the database together: one statement moves every call named on to the furthest
// stage it was told of, never back and never out of an end. Counted (callops_db_statements_total), not timed.
import { insertProviderCall, statementsSent } from '../../../test/helpers/provider-calls';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { inTransaction } from '../../context/in-transaction';
import type { CallStage } from '../../providers/vapi/vapi-status';
import { applyCallStage } from './call-stage';

describe('status updates that arrive together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const statusOf = async (id: number) =>
    (await t.database.executeSql('select status from calls where id = $1', [id])).rows[0]?.status;
  const update = (providerCallId: string, stage: CallStage, callId: number | null = null) => ({
    providerCallId,
    callId,
    stage,
  });

  it('move their calls in one statement, each to the furthest stage told; a late or unknown one changes nothing', async () => {
    const ringing = await insertProviderCall(t, 'queued', 'stage-1');
    const pickedUp = await insertProviderCall(t, 'queued', 'stage-2');
    const early = await insertProviderCall(t, 'queued', null);
    const ahead = await insertProviderCall(t, 'in-progress', 'stage-4');
    const ended = await insertProviderCall(t, 'completed', 'stage-5');
    const before = await statementsSent();
    const outcomes = await Promise.all([
      applyCallStage(t.systemContext(), update('stage-1', 'ringing')),
      applyCallStage(t.systemContext(), update('stage-2', 'ringing')),
      applyCallStage(t.systemContext(), update('stage-2', 'in-progress')),
      // Before the provider's id was stored: found by the id the message echoes.
      applyCallStage(t.systemContext(), update('stage-3', 'ringing', early)),
      applyCallStage(t.systemContext(), update('stage-4', 'ringing')),
      applyCallStage(t.systemContext(), update('stage-5', 'in-progress')),
      applyCallStage(t.systemContext(), update('stage-unknown', 'ringing')),
    ]);
    expect((await statementsSent()) - before).toBe(1);
    expect(outcomes).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'duplicate',
      'duplicate',
      'unknown-call',
    ]);
    expect(await statusOf(ringing)).toBe('ringing');
    expect(await statusOf(pickedUp)).toBe('in-progress');
    expect(await statusOf(early)).toBe('ringing');
    expect(await statusOf(ahead)).toBe('in-progress');
    expect(await statusOf(ended)).toBe('completed');
  });

  it('in a transaction, moves its call there', async () => {
    const id = await insertProviderCall(t, 'queued', 'stage-tx');
    await expect(
      inTransaction(t.systemContext(), async (tx) => {
        expect(await applyCallStage(tx, update('stage-tx', 'ringing'))).toBe('applied');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await statusOf(id)).toBe('queued');
  });
});
