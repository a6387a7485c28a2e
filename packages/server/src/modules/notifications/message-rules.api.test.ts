// Texts and e-mails respect the callee as calls do: their own hours, the do-not-call list (with the transactional
// allow-list), STOP/START/HELP texted to our number, and the unsubscribe link every e-mail carries.
import { type FakeTwilio, startFakeTwilio } from '../../../test/fakes';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fixedClock } from '../../clock';
import { followUp } from '../../jobs/calling/follow-up';
import { twilioSignature } from '../../providers/twilio/twilio-signature';

const TWILIO = {
  accountSid: `AC${'b2'.repeat(16)}`,
  authToken: 'twilio-auth-token-9876543210',
  numbers: ['+14165550000'],
};
const LEAD = '+14165550142';
// Saturday 14 March 2026, 07:44 in Toronto (EDT): Canada's weekend window opens at 10:00 (14:00Z).
const SATURDAY_EARLY = '2026-03-14T11:44:00Z';
const SATURDAY_OPEN = '2026-03-14T14:00:00Z';

describe('every channel respects the callee', () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio(TWILIO);
    t = await createTestApp({
      clock: fixedClock(SATURDAY_EARLY),
      env: { TWILIO_BASE_URL: twilio.url, PUBLIC_URL: 'https://console.example' },
    });
    const settings = {
      twilio_account_sid: TWILIO.accountSid,
      twilio_auth_token: TWILIO.authToken,
      twilio_from_number: '+14165550000',
    };
    for (const [key, value] of Object.entries(settings))
      expect(
        (await t.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } })).statusCode,
      ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });
  beforeEach(async () => {
    await t.database.executeSql('delete from messages; delete from appointments; delete from do_not_call');
    twilio.messages.clear();
  });

  const textsTo = (phone: string) =>
    [...twilio.messages.values()].filter((m) => m.to === phone).map((m) => m.body);
  const stored = async () =>
    (await t.database.executeSql('select channel, purpose, to_address, body from messages order by id')).rows;
  const remind = async () =>
    (await t.call({ method: 'POST', url: '/api/v1/reminders/send', payload: {}, as: 'operator' })).json()
      .data;
  const appointmentTomorrow = (at: string) =>
    t.database.executeSql(
      `insert into appointments (lead_name, lead_email, lead_number, appointment_datetime, remark)
       values ('Jane Doe', 'jane@example.com', $1, $2, 'init')`,
      [LEAD, at],
    );
  const listNumber = (phone: string) =>
    t.call({ method: 'POST', url: '/api/v1/do-not-call', payload: { phone }, as: 'operator' });

  it('holds a reminder text until the callee’s own window opens, then sends it', async () => {
    t.clock.set(SATURDAY_EARLY);
    await appointmentTomorrow('2026-03-15T15:00:00Z');
    const early = await remind();
    expect(early.results).toMatchObject({ total: 1, sent: 0, skipped: 1 });
    expect(early.results.details[0]).toMatchObject({ emailStatus: 'held', smsStatus: 'held' });
    expect(await stored()).toEqual([]);
    expect(textsTo(LEAD)).toEqual([]);

    t.clock.set(SATURDAY_OPEN);
    const open = await remind();
    expect(open.results.details[0]).toMatchObject({ emailStatus: 'sent', smsStatus: 'sent' });
    expect(textsTo(LEAD)).toHaveLength(1);
  });

  it('sends no text to a number on the list, unless its purpose is allowed there', async () => {
    t.clock.set(SATURDAY_OPEN);
    expect((await listNumber(LEAD)).statusCode).toBe(200);
    await appointmentTomorrow('2026-03-15T15:00:00Z');
    // Reminders are not on the default allow-list (booking confirmations are).
    const refused = await remind();
    expect(refused.results.details[0]).toMatchObject({ emailStatus: 'suppressed', smsStatus: 'suppressed' });
    expect(textsTo(LEAD)).toEqual([]);

    const allow = await t.call({
      method: 'PUT',
      url: '/api/v1/app-config/dnc_transactional_allow',
      payload: { value: 'booking_confirmation,appointment_reminder' },
    });
    expect(allow.statusCode).toBe(200);
    expect((await remind()).results.details[0]).toMatchObject({ smsStatus: 'sent' });
    expect(textsTo(LEAD)).toHaveLength(1);
    await t.call({
      method: 'PUT',
      url: '/api/v1/app-config/dnc_transactional_allow',
      payload: { value: 'booking_confirmation' },
    });
  });

  it('a listed lead gets the allow-listed booking confirmation but no follow-up text', async () => {
    t.clock.set(SATURDAY_OPEN);
    expect((await listNumber(LEAD)).statusCode).toBe(200);
    const { rows } = await t.database.executeSql(
      `insert into companies (name, phone, email, lead_status) values ('Listed Ltd', $1, 'owner@listed.example', 'QUALIFIED'),
         ('Booked Ltd', $1, 'owner@booked.example', 'APPOINTMENT_BOOKED') returning id`,
      [LEAD],
    );
    const [qualified, booked] = rows.map((row) => row.id as number);
    const { rows: appointment } = await t.database.executeSql(
      `insert into appointments (company_id, lead_name, lead_number, lead_email, appointment_datetime, remark, calendar_event_id)
       values ($1, 'Bo Oked', $2, 'owner@booked.example', '2026-03-16T14:00:00Z', 'init', 'evt-1') returning id`,
      [booked, LEAD],
    );
    const { rows: callRows } = await t.database.executeSql(
      `insert into calls (company_id, status, job_type, lead_status_before, appointment_id) values
         ($1, 'completed', 'cold_calling', 'NEW', null), ($2, 'completed', 'cold_calling', 'NEW', $3) returning id`,
      [qualified, booked, appointment[0]?.id],
    );
    for (const call of callRows) await followUp(t.systemContext(), call.id as number);
    const sms = (await stored()).filter((m) => m.channel === 'sms');
    expect(sms.map((m) => m.purpose)).toEqual(['booking_confirmation']);
    expect(textsTo(LEAD)).toHaveLength(1);
  });

  describe('texts to our number', () => {
    const url = '/api/v1/webhooks/twilio/sms';
    const text = (body: string, from = LEAD, sign = true) => {
      const params = new URLSearchParams({
        From: from,
        To: '+14165550000',
        Body: body,
        MessageSid: `SM${'c'.repeat(32)}`,
      });
      const signature = twilioSignature(
        `https://console.example${url}`,
        params,
        sign ? TWILIO.authToken : 'wrong',
      );
      return t.call({
        method: 'POST',
        url,
        as: null,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: params.toString(),
      });
    };
    const listed = async () =>
      (await t.database.executeSql('select phone, source, removed_at from do_not_call order by id')).rows;

    it('STOP puts the number on the list (source sms) and confirms; START takes it off', async () => {
      t.clock.set(SATURDAY_EARLY);
      const stop = await text(' stop ');
      expect([stop.statusCode, stop.json().data]).toEqual([200, { outcome: 'applied' }]);
      expect(await listed()).toEqual([{ phone: LEAD, source: 'sms', removed_at: null }]);
      // The confirmation is the one text a listed number gets, at any hour.
      expect(textsTo(LEAD)).toEqual([expect.stringContaining('no more calls or texts')]);
      const entries = (await t.call({ method: 'GET', url: '/api/v1/do-not-call', as: 'viewer' })).json().data;
      expect(entries[0]).toMatchObject({ source: 'sms', added_by: 'the person, by texting STOP' });
      expect((await text('STOP')).json().data).toEqual({ outcome: 'duplicate' });

      expect((await text('START')).json().data).toEqual({ outcome: 'applied' });
      expect((await listed())[0]?.removed_at).not.toBeNull();
      const help = await text('help');
      expect(help.json().data).toEqual({ outcome: 'applied' });
      expect(textsTo(LEAD).at(-1)).toContain('Reply STOP to opt out');
      expect((await text('Thanks, see you Monday')).json().data).toEqual({ outcome: 'ignored' });
    });

    it('refuses a text whose signature is wrong, changing nothing', async () => {
      const res = await text('STOP', LEAD, false);
      expect([res.statusCode, res.json()]).toEqual([
        401,
        { success: false, message: 'Webhook signature missing or wrong', request_id: expect.any(String) },
      ]);
      expect(await listed()).toEqual([]);
      expect(textsTo(LEAD)).toEqual([]);
    });
  });

  it('an e-mail’s unsubscribe link suppresses the address: no e-mail goes to it again', async () => {
    t.clock.set(SATURDAY_OPEN);
    await appointmentTomorrow('2026-03-15T15:00:00Z');
    await remind();
    const email = (await stored()).find((m) => m.channel === 'email');
    const link = /https:\/\/console\.example(\/unsubscribe\?\S+)/.exec(String(email?.body))?.[1];
    expect(link).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: link as string });
    expect([page.statusCode, page.body]).toEqual([200, expect.stringContaining('jane@example.com')]);
    const tampered = (link as string).replace('jane%40example.com', 'john%40example.com');
    expect((await t.app.inject({ method: 'POST', url: tampered })).statusCode).toBe(401);
    const done = await t.app.inject({ method: 'POST', url: link as string });
    expect([done.statusCode, done.body]).toEqual([200, expect.stringContaining('You are unsubscribed')]);
    const { rows } = await t.database.executeSql('select email from email_suppressions');
    expect(rows).toEqual([{ email: 'jane@example.com' }]);

    await t.database.executeSql(`delete from messages; update appointments set remark = 'init'`);
    const again = await remind();
    expect(again.results.details[0]).toMatchObject({ emailStatus: 'suppressed', smsStatus: 'sent' });
    expect((await stored()).map((m) => m.channel)).toEqual(['sms']);
  });
});
