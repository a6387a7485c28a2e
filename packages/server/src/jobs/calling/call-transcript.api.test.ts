// Lines of calls speaking at once go to the database together: one statement for all of them, each line on its own
// call, in the order they came, none on a call that ended. Counted (callops_db_statements_total), not timed.
import { insertProviderCall, statementsSent } from '../../../test/helpers/provider-calls';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { inTransaction } from '../../context/in-transaction';
import type { TranscriptLineMessage } from '../../providers/vapi/vapi-transcript';
import { appendTranscriptLine } from './call-transcript';

describe('transcript lines that arrive together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const linesOf = async (id: number) =>
    (await t.database.executeSql('select transcript_messages from calls where id = $1', [id])).rows[0]
      ?.transcript_messages;
  const line = (
    providerCallId: string,
    text: string,
    callId: number | null = null,
  ): TranscriptLineMessage => ({
    providerCallId,
    callId,
    speaker: 'assistant',
    text,
    at: null,
  });

  it('are appended in one statement, each to its call and in order; a line of an ended call changes nothing', async () => {
    const first = await insertProviderCall(t, 'in-progress', 'batch-1');
    const second = await insertProviderCall(t, 'ringing', 'batch-2');
    const early = await insertProviderCall(t, 'in-progress', null);
    const ended = await insertProviderCall(t, 'completed', 'batch-4');
    const before = await statementsSent();
    const outcomes = await Promise.all([
      appendTranscriptLine(t.systemContext(), line('batch-1', 'One')),
      appendTranscriptLine(t.systemContext(), line('batch-2', 'Hello')),
      appendTranscriptLine(t.systemContext(), line('batch-1', 'Two')),
      // Before the provider's id was stored: found by the id the message echoes.
      appendTranscriptLine(t.systemContext(), line('batch-3', 'Early', early)),
      appendTranscriptLine(t.systemContext(), line('batch-4', 'Too late')),
      appendTranscriptLine(t.systemContext(), line('batch-unknown', 'Nobody')),
      appendTranscriptLine(t.systemContext(), line('batch-1', 'Three')),
    ]);
    expect((await statementsSent()) - before).toBe(1);
    expect(outcomes).toEqual(['applied', 'applied', 'applied', 'applied', 'ignored', 'ignored', 'applied']);
    const said = (...texts: string[]) => texts.map((text) => ({ speaker: 'assistant', text, seconds: 30 }));
    expect(await linesOf(first)).toEqual(said('One', 'Two', 'Three'));
    expect(await linesOf(second)).toEqual(said('Hello'));
    expect(await linesOf(early)).toEqual(said('Early'));
    expect(await linesOf(ended)).toBeNull();
  });

  it('in a transaction, appends its line there', async () => {
    const id = await insertProviderCall(t, 'in-progress', 'batch-tx');
    await expect(
      inTransaction(t.systemContext(), async (tx) => {
        expect(await appendTranscriptLine(tx, line('batch-tx', 'Rolled back'))).toBe('applied');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await linesOf(id)).toBeNull();
  });
});
