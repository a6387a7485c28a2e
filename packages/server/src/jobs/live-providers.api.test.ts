// A campaign through the live adapters: VAPI, Twilio, SMTP and Google Calendar are local fake vendor servers that check each
// request against the vendors' documentation; the server reaches them through its vendor URL settings, exactly
// as it would reach the real ones.

import {
  type FakeGoogle,
  type FakeSmtp,
  type FakeTwilio,
  type FakeVapi,
  startFakeGoogle,
  startFakeSmtp,
  startFakeTwilio,
  startFakeVapi,
} from '../../test/fakes';
import { until } from '../../test/helpers/leads';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { freePort } from '../../test/process/server-process';
import { SYSTEM_ACTOR } from '../context/actor';
import { createServiceContext } from '../context/service-context';
import { createGoogleOAuth, googleTokenJson } from '../providers/calendar/google-oauth-client';
import { reconcileCalendar } from './maintenance/calendar-reconciliation';

const VAPI = { apiKey: 'vapi-live-key-0123456789', assistantId: 'asst_live_1', phoneNumberId: 'pn_live_1' };
const TWILIO = {
  accountSid: `AC${'a1'.repeat(16)}`,
  authToken: 'twilio-auth-token-0123456789',
  numbers: ['+14165550000'],
};
const HOOK_SECRET = 'vapi-hook-secret-0123456789';
const GOOGLE_CLIENT = {
  type: 'web' as const,
  clientId: 'live-campaign.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-live-campaign',
  redirectUris: ['http://127.0.0.1/auth/calendar/callback'],
};

describe('cold calling through the live adapters (fake vendors)', () => {
  let vapi: FakeVapi;
  let twilio: FakeTwilio;
  let smtp: FakeSmtp;
  let google: FakeGoogle;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    vapi = await startFakeVapi(VAPI);
    twilio = await startFakeTwilio(TWILIO);
    smtp = await startFakeSmtp();
    google = await startFakeGoogle({ clients: [GOOGLE_CLIENT] });
    port = await freePort();
    t = await createTestApp({
      withEngine: true,
      port,
      env: {
        VAPI_BASE_URL: vapi.url,
        TWILIO_BASE_URL: twilio.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...google.env,
      },
    });
    const settings: Record<string, string> = {
      vapi_api_key: VAPI.apiKey,
      vapi_assistant_id: VAPI.assistantId,
      vapi_phone_number_id: VAPI.phoneNumberId,
      vapi_webhook_secret: HOOK_SECRET,
      twilio_account_sid: TWILIO.accountSid,
      twilio_auth_token: TWILIO.authToken,
      twilio_from_number: '+14165550000',
      smtp_host: '127.0.0.1',
      smtp_port: String(smtp.port),
      smtp_from: 'calls@example.com',
    };
    for (const [key, value] of Object.entries(settings)) {
      const res = await t.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } });
      expect([key, res.statusCode]).toEqual([key, 200]);
    }
    // The calendar authorized with a token Google issued (the OAuth flow itself is the calendar API tests' part).
    const [redirect] = GOOGLE_CLIENT.redirectUris as [string];
    const token = await createGoogleOAuth(GOOGLE_CLIENT, {
      oauth: google.env.GOOGLE_OAUTH_URL,
      token: google.env.GOOGLE_TOKEN_URL,
    }).exchangeCode(google.issueCode(GOOGLE_CLIENT.clientId, redirect), redirect, new Date());
    const credentials = {
      web: {
        client_id: GOOGLE_CLIENT.clientId,
        client_secret: GOOGLE_CLIENT.clientSecret,
        redirect_uris: [redirect],
      },
    };
    for (const [url, payload] of [
      ['/api/v1/calendar/credentials', { credentials_json: JSON.stringify(credentials) }],
      ['/api/v1/calendar/set-token', { token_json: googleTokenJson(token) }],
    ] as const) {
      expect((await t.call({ method: 'POST', url, payload })).statusCode).toBe(200);
    }
    await t.database.executeSql(
      `insert into companies (name, phone, email, service, lead_status, created_at) values
         ('Live Answer Ltd', '+14165550101', 'owner@answer.example', 'Roofing', 'NEW', now() - interval '2 minutes'),
         ('Live Silence Ltd', '+14165550102', 'owner@silence.example', 'Roofing', 'NEW', now() - interval '1 minute')`,
    );
  });
  /** Waits for the job to complete; if it does not, the error says where the job and its queued work stand. */
  const untilCompleted = async (jobId: string) => {
    const status = async () =>
      (await t.call({ method: 'GET', url: `/api/v1/jobs/${jobId}/status` })).json().data;
    try {
      await until('the job to complete', async () => (await status()).status === 'completed');
    } catch (error) {
      const events = await t.database.executeSql(
        'select type, message from job_events where job_id = $1 order by id',
        [jobId],
      );
      const work = await t.database.executeSql(
        "select name, state, start_after from pgboss.job where name like 'callops-%' and state <> 'completed'",
      );
      throw new Error(
        [
          (error as Error).message,
          JSON.stringify(await status()),
          ...events.rows.map((e) => `${e.type}: ${e.message}`),
          JSON.stringify(work.rows),
        ].join('\n'),
      );
    }
  };
  afterAll(async () => {
    await t.close();
    await Promise.all([vapi.close(), twilio.close(), smtp.close(), google.close()]);
  });

  it('places the calls with VAPI, takes its signed reports, and confirms the booking by e-mail and SMS', async () => {
    const console = await t.call({ method: 'GET', url: '/console-config.json', as: null });
    expect(console.json().providers).toMatchObject({
      vapi: 'live',
      twilio: 'live',
      email: 'live',
      calendar: 'live',
    });
    const job = (
      await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' })
    ).json().data as { id: string };
    await until('both calls at VAPI', () => vapi.calls.size === 2);
    const created = [...vapi.calls.values()];
    expect(created.map((c) => (c.request.customer as { number: string }).number).sort()).toEqual([
      '+14165550101',
      '+14165550102',
    ]);
    // Each call carries the assistant's instructions and its first message, opened by the notice, as overrides.
    const settings = (await t.call({ method: 'GET', url: '/api/v1/app-config' })).json().data as {
      key: string;
      value: string;
    }[];
    const setting = (key: string) => settings.find((entry) => entry.key === key)?.value;
    for (const call of created) {
      expect(call.request.assistantOverrides).toMatchObject({
        firstMessage: `${setting('call_disclosure')} ${setting('assistant_first_message')}`,
        model: {
          provider: 'openai',
          model: 'gpt-4o',
          messages: [{ role: 'system', content: setting('assistant_instructions') }],
        },
      });
    }
    const callOf = (phone: string) =>
      created.find((c) => (c.request.customer as { number: string }).number === phone)?.id as string;

    const webhook = `http://127.0.0.1:${port}/api/v1/webhooks/vapi`;
    const auth = { mode: 'x-vapi-secret' as const, secret: HOOK_SECRET };
    const unanswered = await vapi.sendEndOfCallReport(webhook, {
      auth,
      providerCallId: callOf('+14165550102'),
      endedReason: 'customer-did-not-answer',
    });
    // Every report the server takes is answered 200; one refused here would never be counted.
    expect(unanswered.map((a) => a.status)).toEqual([200]);
    // A sender retrying the same report: it counts once.
    const answers = await vapi.sendEndOfCallReport(webhook, {
      auth,
      providerCallId: callOf('+14165550101'),
      times: 2,
    });
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const forged = await vapi.sendEndOfCallReport(webhook, {
      auth: { ...auth, secret: 'wrong' },
      providerCallId: callOf('+14165550101'),
    });
    expect(forged[0]?.status).toBe(401);

    await untilCompleted(job.id);
    const liveLeads = async () =>
      (
        await t.database.executeSql(
          "select name, lead_status from companies where name like 'Live %' order by name",
        )
      ).rows;
    // The lead's status moves once Twilio has answered: the fake holding the SMS comes a moment before that.
    await until(
      'the confirmations to go out and be recorded',
      async () =>
        smtp.messages.length >= 1 &&
        twilio.messages.size >= 1 &&
        (await liveLeads())[0]?.lead_status === 'APPOINTMENT_BOOKED_SMS_SENT',
    );
    const leads = await liveLeads();
    expect(leads).toEqual([
      { name: 'Live Answer Ltd', lead_status: 'APPOINTMENT_BOOKED_SMS_SENT' },
      { name: 'Live Silence Ltd', lead_status: 'NO_ANSWER' },
    ]);
    expect(smtp.messages[0]?.to).toEqual(['owner@answer.example']);
    // The booking went into Google Calendar, and the appointment keeps Google's event id.
    const { rows: booked } = await t.database.executeSql(
      "select a.calendar_event_id, a.appointment_datetime from appointments a join companies c on c.id = a.company_id where c.name = 'Live Answer Ltd'",
    );
    const event = google.events.find((e) => e.id === booked[0]?.calendar_event_id);
    expect(event?.summary).toBe('Consultation: Live Answer Ltd');
    expect(Date.parse(event?.start.dateTime ?? '')).toBe(
      new Date(booked[0]?.appointment_datetime as string).getTime(),
    );
    // Deleted in Google by a person: the calendar's reconciliation flags the appointment.
    google.removeEvent(event?.id as string);
    expect(await reconcileCalendar(createServiceContext(t.app.services, { actor: SYSTEM_ACTOR }))).toBe(1);
    const { rows: flagged } = await t.database.executeSql(
      "select calendar_missing_at from appointments a join companies c on c.id = a.company_id where c.name = 'Live Answer Ltd'",
    );
    expect(flagged[0]?.calendar_missing_at).not.toBeNull();
    const sms = [...twilio.messages.values()][0];
    expect(sms).toMatchObject({
      to: '+14165550101',
      from: '+14165550000',
      statusCallback: `http://127.0.0.1:${port}/api/v1/webhooks/twilio/status`,
    });
    const { rows: stored } = await t.database.executeSql(
      'select channel, provider_mode, status from messages order by channel',
    );
    expect(stored).toEqual([
      { channel: 'email', provider_mode: 'live', status: 'sent' },
      { channel: 'sms', provider_mode: 'live', status: 'sent' },
    ]);

    // A sentence that ends with a time ends with one full stop ("10:00 a.m.", not "10:00 a.m..").
    const { rows: texts } = await t.database.executeSql(
      `select message as text from job_events where job_id = $1 union all select body from messages`,
      [job.id],
    );
    expect(texts.map((row) => String(row.text)).filter((text) => /[ap]\.m\.\./.test(text))).toEqual([]);
    expect(texts.some((row) => /[ap]\.m\.$/m.test(String(row.text)))).toBe(true);

    // Twilio's signed status callback updates the message; an unsigned one changes nothing.
    expect((await twilio.sendStatusCallback(sms?.sid as string, 'delivered')).status).toBe(200);
    const { rows: delivered } = await t.database.executeSql(
      "select status from messages where channel = 'sms'",
    );
    expect(delivered[0]?.status).toBe('delivered');
    const unsigned = await fetch(`http://127.0.0.1:${port}/api/v1/webhooks/twilio/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MessageSid: sms?.sid as string, MessageStatus: 'failed' }),
    });
    expect(unsigned.status).toBe(401);
  });

  it('keeps a call ended whose report came before VAPI answered the request that placed it', async () => {
    // The only lead to call (the first test's leads are called already, unless it did not run).
    await t.database.executeSql(
      `update companies set lead_status = 'UNQUALIFIED' where lead_status = 'NEW';
       insert into companies (name, phone, email, service, lead_status, created_at) values
         ('Early Report Ltd', '+14165550103', 'owner@early.example', 'Roofing', 'NEW', now())`,
    );
    const held = vapi.holdCallAnswers();
    const job = (
      await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' })
    ).json().data as { id: string };
    const earlyCall = () =>
      [...vapi.calls.values()].find(
        (c) => (c.request.customer as { number: string }).number === '+14165550103',
      );
    await until('the call at VAPI', () => earlyCall() !== undefined);
    const early = earlyCall();
    const reported = await vapi.sendEndOfCallReport(`http://127.0.0.1:${port}/api/v1/webhooks/vapi`, {
      auth: { mode: 'x-vapi-secret', secret: HOOK_SECRET },
      providerCallId: early?.id,
      endedReason: 'customer-did-not-answer',
    });
    expect(reported[0]?.status).toBe(200);
    held.release();

    await untilCompleted(job.id);
    // The answer came last: it records the call as placed without putting it back in flight.
    await until('the placed call to be recorded', async () => {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from job_events where job_id = $1 and type = 'call_placed'",
        [job.id],
      );
      return rows[0]?.n === 1;
    });
    const { rows } = await t.database.executeSql(
      `select status, call_sid, ended_reason, monitor_listen_url, monitor_control_url
       from calls where job_id = $1`,
      [job.id],
    );
    // VAPI's monitor URLs are kept on the call for the live desk.
    expect(rows).toEqual([
      {
        status: 'completed',
        call_sid: early?.id,
        ended_reason: 'customer-did-not-answer',
        monitor_listen_url: `wss://fake-vapi.test/${early?.id}/listen`,
        monitor_control_url: `https://fake-vapi.test/${early?.id}/control`,
      },
    ]);
  });
});
