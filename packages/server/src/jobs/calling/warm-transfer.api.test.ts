// Warm transfer asked for by the lead, end to end on the simulated provider: the lead asks for a real person, the
// call goes to whoever the roster has on duty; they answer (the call records the transfer as answered), or nobody
// answers within the time allowed and the call comes back to the assistant, which books a callback. The reports
// come through the signed webhook like any simulated call's.

import { startColdCalling } from '../../../test/helpers/campaigns';
import { until } from '../../../test/helpers/leads';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('warm transfer asked for by the lead', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
    await setting(
      t,
      'on_duty_roster',
      'Dana Smith | +14165550188\nLee Chan | +14165550177 | Sat 10:00-11:00',
    );
    await setting(t, 'transfer_answer_timeout_seconds', '15');
  });
  afterAll(() => t.close());

  /** Runs a campaign over one new lead and waits until its lead is scored; its call and the lead afterwards. */
  async function campaignOver(name: string) {
    await t.database.executeSql(
      `insert into companies (name, phone, service, lead_status, created_at, updated_at)
       values ($1, '+14165550199', 'Plumbing', 'NEW', now(), now())`,
      [name],
    );
    const jobId = await startColdCalling(t);
    const query = `select k.id, k.outcome, k.ended_reason, k.appt_booked, k.appointment_id, k.transferred_to_number,
                          k.transferred_to_name, k.transfer_result, k.call_transcript, c.id as company_id,
                          c.lead_status
                   from calls k join companies c on c.id = k.company_id where c.name = $1`;
    // Scored, and maybe already on to its follow-up message (QUALIFIED_SMS_SENT and the like).
    await until('the lead to be scored', async () => {
      const { rows } = await t.database.executeSql(query, [name]);
      return /^(QUALIFIED|APPOINTMENT_BOOKED|UNQUALIFIED)/.test(String(rows[0]?.lead_status));
    });
    const { rows } = await t.database.executeSql(query, [name]);
    expect(rows).toHaveLength(1);
    return { jobId, call: rows[0] as Record<string, unknown> & { id: number; company_id: number } };
  }

  const eventsOf = async (jobId: string) => {
    const { rows } = await t.database.executeSql(
      "select message, data from job_events where job_id = $1 and type = 'call_transferred'",
      [jobId],
    );
    return rows as { message: string; data: Record<string, unknown> }[];
  };

  it('refuses a roster line with a bad number, naming the line, and keeps the roster', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/v1/app-config/on_duty_roster',
      payload: { value: 'Dana Smith | +14165550188\nSam | 555-0100 | Mon-Fri 09:00-17:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Invalid value for on_duty_roster: Line 2: "555-0100" is not an E.164 number such as +14165550123',
    );
    const hours = await t.call({
      method: 'PUT',
      url: '/api/v1/app-config/on_duty_roster',
      payload: { value: 'Sam | +14165550100 | weekdays' },
    });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().message).toMatch(/Line 1: "weekdays" are not hours/);
    const kept = await t.call({ method: 'GET', url: '/api/v1/app-config/on_duty_roster' });
    expect(kept.json().data.value).toMatch(/^Dana Smith \| \+14165550188/);
  });

  it('transfers to the person on duty, who answers: the call records to whom and the result', async () => {
    await setting(t, 'simulated_call_outcomes', 'transfer-answered:1');
    const { jobId, call } = await campaignOver('Transfer Answered Plumbing');
    expect(call).toMatchObject({
      ended_reason: 'assistant-forwarded-call',
      transferred_to_number: '+14165550188',
      transferred_to_name: 'Dana Smith',
      transfer_result: 'answered',
      outcome: 'qualified',
      lead_status: expect.stringMatching(/^QUALIFIED/),
      appt_booked: false,
    });
    expect(call.call_transcript).toContain('Customer: Sorry, can I talk to a real person?');
    const [event] = await eventsOf(jobId);
    expect(event?.message).toBe(
      'Transfer Answered Plumbing asked for a person. Transferred to Dana Smith (+14165550188): answered.',
    );
    expect(event?.data).toMatchObject({
      callId: call.id,
      transferredTo: { number: '+14165550188', name: 'Dana Smith' },
      result: 'answered',
    });
    const latest = await t.call({ method: 'GET', url: '/api/v1/calls/latest' });
    const row = (latest.json().data as { id: number; transfer: unknown }[]).find((c) => c.id === call.id);
    expect(row?.transfer).toEqual({ to_number: '+14165550188', to_name: 'Dana Smith', result: 'answered' });
    const detail = await t.call({ method: 'GET', url: `/api/v1/call-recordings/${call.id}` });
    expect(detail.json().data.transfer).toEqual({
      to_number: '+14165550188',
      to_name: 'Dana Smith',
      result: 'answered',
    });
  });

  it('returns the call to the assistant when nobody answers in time, which books a callback', async () => {
    await setting(t, 'simulated_call_outcomes', 'transfer-returned:1');
    const { jobId, call } = await campaignOver('Transfer Returned Roofing');
    expect(call).toMatchObject({
      ended_reason: 'assistant-ended-call',
      transferred_to_number: '+14165550188',
      transferred_to_name: 'Dana Smith',
      transfer_result: 'returned',
      outcome: 'booked',
      lead_status: expect.stringMatching(/^APPOINTMENT_BOOKED/),
      appt_booked: true,
    });
    expect(call.call_transcript).toContain('I can have someone call you back instead');
    const { rows } = await t.database.executeSql(
      'select id, appointment_datetime from appointments where company_id = $1',
      [call.company_id],
    );
    expect(rows).toHaveLength(1);
    expect(call.appointment_id).toBe(rows[0]?.id);
    const [event] = await eventsOf(jobId);
    expect(event?.message).toBe(
      'Transfer Returned Roofing asked for a person. Transferred to Dana Smith (+14165550188): no answer: returned to the assistant; the assistant offered a callback.',
    );
    const listed = await t.call({ method: 'GET', url: '/api/v1/call-recordings?status=appointment_booked' });
    const row = (listed.json().data as { id: number; transfer: unknown }[]).find((c) => c.id === call.id);
    expect(row?.transfer).toEqual({ to_number: '+14165550188', to_name: 'Dana Smith', result: 'returned' });
  });

  it('goes to the admin phones when no roster is set', async () => {
    await setting(t, 'on_duty_roster', '');
    await setting(t, 'admin_phone_numbers', '["14165550166"]');
    await setting(t, 'simulated_call_outcomes', 'transfer-answered:1');
    const { call } = await campaignOver('Admin Transfer Electric');
    expect(call).toMatchObject({
      transferred_to_number: '+14165550166',
      transferred_to_name: 'Admin',
      transfer_result: 'answered',
    });
  });

  it('books the callback without a transfer when nobody is on duty', async () => {
    await setting(t, 'admin_phone_numbers', '[]');
    await setting(t, 'simulated_call_outcomes', 'transfer-answered:1');
    const { jobId, call } = await campaignOver('Nobody On Duty Heating');
    expect(call).toMatchObject({
      transferred_to_number: null,
      transfer_result: null,
      outcome: 'booked',
      lead_status: expect.stringMatching(/^APPOINTMENT_BOOKED/),
    });
    expect(await eventsOf(jobId)).toEqual([]);
  });
});
