import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const URL = '/api/v1/notification-test/appointment-reminder';
const body = {
  companyName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+14165550101',
  appointmentDate: '2026-03-12T14:00:00.000Z',
  appointmentTime: '10:00',
  isDayBefore: true,
};

describe('notification test API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const messages = async () =>
    (
      await t.database.executeSql(
        'select channel, provider_mode, purpose, to_address, subject, body, status from messages order by id',
      )
    ).rows;

  it('sends the reminder by e-mail and SMS through the simulated providers and keeps both messages', async () => {
    const res = await t.call({ method: 'POST', url: URL, payload: body, as: 'operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      success: true,
      message:
        'Reminder sent by e-mail and SMS (simulated: kept in the message log, nothing left the server)',
      email_status: 'sent',
      sms_status: 'sent',
    });
    const sent = await messages();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      channel: 'email',
      provider_mode: 'simulated',
      purpose: 'reminder_test',
      to_address: 'jane@example.com',
      status: 'sent',
    });
    expect(sent[0]?.body).toContain('Hi Jane Doe,');
    expect(sent[0]?.body).toContain('tomorrow, Thursday, March 12, 2026 at 10:00');
    expect(sent[1]).toMatchObject({ channel: 'sms', to_address: '+14165550101', status: 'sent' });
    await t.logStore.flush();
    const logs = await t.call({ method: 'GET', url: '/api/v1/logs?limit=50', as: 'admin' });
    const lines = (logs.json().data as { message: string }[]).map((l) => l.message);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Simulated e-mail (reminder_test) to jane@example.com: sent',
        'Simulated SMS (reminder_test) to +14165550101: sent',
      ]),
    );
  });

  it('sends by the one channel it has, with the name defaulting to Customer', async () => {
    const { companyName: _, ...rest } = body;
    const res = await t.call({ method: 'POST', url: URL, payload: { ...rest, email: null } });
    expect(res.json().data).toMatchObject({ success: true, email_status: 'skipped', sms_status: 'sent' });
    expect(res.json().data.message).toMatch(/^Reminder sent by SMS/);
  });

  it('refuses a malformed date or time, or no address at all, with the failing field and sends nothing', async () => {
    const before = (await messages()).length;
    const cases: [object, string][] = [
      [{ ...body, appointmentDate: '12/03/2026' }, 'appointmentDate'],
      [{ ...body, appointmentDate: '2026-03-12T10:00:00' }, 'appointmentDate'],
      [{ ...body, appointmentTime: '25:00' }, 'appointmentTime'],
      [{ ...body, email: 'not-an-address' }, 'email'],
      [{ ...body, email: null, phone: null }, 'email'],
      [{ ...body, isDayBefore: false }, 'isDayBefore'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.call({ method: 'POST', url: URL, payload });
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().detail.map((d: { field: string }) => d.field)).toEqual([field]);
    }
    expect((await messages()).length).toBe(before);
  });

  it('sends the words the reminder job sends for the same appointment', async () => {
    // TEST_NOW is Wednesday 2026-03-11: tomorrow 10:00 a.m. in Toronto is a reminder day's appointment.
    await t.database.executeSql(
      `insert into appointments (lead_name, lead_email, lead_number, appointment_datetime, remark)
       values ('Jane Doe', 'jane@example.com', '+14165550101', '2026-03-12T14:00:00Z', 'init')`,
    );
    const job = await t.call({ method: 'POST', url: '/api/v1/reminders/send', payload: {}, as: 'operator' });
    expect(job.statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: URL, payload: body, as: 'operator' })).statusCode).toBe(200);
    const sent = await messages();
    const byPurpose = (purpose: string, channel: string) =>
      sent.filter((m) => m.purpose === purpose && m.channel === channel).map((m) => [m.subject, m.body]);
    for (const channel of ['email', 'sms']) {
      const fromJob = byPurpose('appointment_reminder', channel);
      expect(fromJob).toHaveLength(1);
      expect(byPurpose('reminder_test', channel).at(-1)).toEqual(fromJob[0]);
    }
  });

  it('needs the operator role', async () => {
    expect((await t.call({ method: 'POST', url: URL, payload: body, as: 'viewer' })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: URL, payload: body, as: null })).statusCode).toBe(401);
  });
});
