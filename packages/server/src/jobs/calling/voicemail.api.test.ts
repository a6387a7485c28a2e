// Voicemail by policy, end to end on the simulated provider: a machine that answers gets the voicemail message (or
// the assistant hangs up), the call's outcome is 'voicemail' and it shows under the recordings' Voicemail filter,
// and the lead is tried again after retry_voicemail_hours, counted as an attempt or not as the settings say.

import { runColdCalling } from '../../../test/helpers/campaigns';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';

describe('voicemail by policy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
    await setting(t, 'simulated_call_outcomes', 'voicemail:1');
    await setting(t, 'retry_voicemail_hours', '24');
    await setting(t, 'business_name', 'Home Service Connect');
    await setting(
      t,
      'voicemail_message',
      'Hi {company_name}, {business_name} here. We will call again tomorrow.',
    );
  });
  afterAll(() => t.close());

  /** Runs a campaign over one new lead; its call and the lead afterwards. */
  async function campaignOver(name: string) {
    await t.database.executeSql(
      `insert into companies (name, phone, service, lead_status, created_at, updated_at)
       values ($1, '+14165550199', 'Plumbing', 'NEW', now(), now())`,
      [name],
    );
    await runColdCalling(t);
    const { rows } = await t.database.executeSql(
      `select k.id, k.outcome, k.ended_reason, k.call_transcript, k.voicemail_message, c.lead_status,
              c.no_answer_count, c.next_attempt_at
       from calls k join companies c on c.id = k.company_id where c.name = $1`,
      [name],
    );
    expect(rows).toHaveLength(1);
    return rows[0] as {
      id: number;
      outcome: string;
      ended_reason: string;
      call_transcript: string | null;
      voicemail_message: string | null;
      lead_status: string;
      no_answer_count: number;
      next_attempt_at: string | Date;
    };
  }

  it('leaves the message, records a voicemail, counts the attempt and tries again after the delay', async () => {
    const call = await campaignOver('Voicemail Plumbing');
    const message = 'Hi Voicemail Plumbing, Home Service Connect here. We will call again tomorrow.';
    expect(call).toMatchObject({
      outcome: 'voicemail',
      ended_reason: 'voicemail',
      voicemail_message: message,
      lead_status: 'NO_ANSWER',
      no_answer_count: 1,
    });
    expect(call.call_transcript).toContain(message);
    expect(new Date(call.next_attempt_at).getTime()).toBeGreaterThanOrEqual(
      new Date(TEST_NOW).getTime() + 24 * 3_600_000,
    );
    const listed = await t.call({ method: 'GET', url: '/api/v1/call-recordings?status=voicemail' });
    expect(listed.statusCode).toBe(200);
    expect((listed.json().data as { id: number }[]).map((r) => r.id)).toContain(call.id);
  });

  it('hangs up without a message, and does not count the attempt when the settings say so', async () => {
    await setting(t, 'voicemail_policy', 'hang_up');
    await setting(t, 'voicemail_counts_as_attempt', 'false');
    const call = await campaignOver('Hang Up Roofing');
    expect(call).toMatchObject({
      outcome: 'voicemail',
      voicemail_message: null,
      call_transcript: expect.not.stringContaining('Home Service Connect here'),
      lead_status: 'NO_ANSWER',
      no_answer_count: 0,
    });
  });
});
