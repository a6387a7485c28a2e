import { closedPort, startWebhookReceiver } from '../../../test/fakes/fake-http-server';
import { type FakeTwilio, startFakeTwilio } from '../../../test/fakes/fake-twilio';
import { ANSWER_TIMEOUT_MS } from '../../../test/fakes/vendor-timeouts';
import { vendorUrlsFrom } from '../../../test/fakes/vendor-urls';
import { ProviderError } from '../provider-error';
import type { ProviderSettings } from '../provider-selection';
import { verifyTwilioSignature } from './twilio-signature';
import { createTwilioSms } from './twilio-sms';

const SETTINGS: ProviderSettings['twilio'] = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'twilio-auth-token-0123456789',
  fromNumber: '+14165550100',
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    },
  );

describe('the live Twilio SMS provider against the fake Twilio', () => {
  let twilio: FakeTwilio;
  let baseUrl: string;
  const sms = (settings = SETTINGS) =>
    createTwilioSms(settings, baseUrl, fetch, { timeoutMs: ANSWER_TIMEOUT_MS });

  beforeEach(async () => {
    twilio = await startFakeTwilio({
      accountSid: SETTINGS.accountSid,
      authToken: SETTINGS.authToken,
      numbers: [SETTINGS.fromNumber],
    });
    baseUrl = vendorUrlsFrom({ TWILIO_BASE_URL: twilio.url }).twilio;
  });
  afterEach(() => twilio.close());

  it('sends form-encoded with basic auth: To, From, Body and the StatusCallback', async () => {
    const sent = await sms().sendSms({
      to: '+14165550123',
      body: 'Your visit is booked for Tuesday 10:00 — reply STOP to opt out.',
      statusCallbackUrl: 'https://console.example.com/api/v1/webhooks/twilio/status',
    });
    expect(sent.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.status).toBe('queued');
    const [request] = twilio.requests;
    expect(request?.path).toBe(`/2010-04-01/Accounts/${SETTINGS.accountSid}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.rawBody);
    expect(Object.fromEntries(form)).toEqual({
      To: '+14165550123',
      From: SETTINGS.fromNumber,
      Body: 'Your visit is booked for Tuesday 10:00 — reply STOP to opt out.',
      StatusCallback: 'https://console.example.com/api/v1/webhooks/twilio/status',
    });
    expect(twilio.messages.get(sent.providerMessageId)?.to).toBe('+14165550123');
  });

  it('sends no StatusCallback when none is wanted', async () => {
    await sms().sendSms({ to: '+14165550123', body: 'Hi' });
    expect(new URLSearchParams(twilio.requests[0]?.rawBody).has('StatusCallback')).toBe(false);
  });

  it.each([
    ['the fake checks a From that is not on the account: 21601', { fromNumber: '+14165559999' }, {}, '21601'],
    [
      'the fake checks a bad StatusCallback: 21609',
      {},
      { statusCallbackUrl: 'https://bad_host.example/x' },
      '21609',
    ],
    ['the fake checks a body over 1,600 characters: 21617', {}, { body: 'x'.repeat(1601) }, '21617'],
    ['the fake checks an empty body: 21602', {}, { body: '' }, '21602'],
    ['the fake checks a To that is not E.164: 21211', {}, { to: '4165550123' }, '21211'],
  ])('%s, not retryable', async (_name, settings, request, code) => {
    const err = await failure(
      sms({ ...SETTINGS, ...settings }).sendSms({ to: '+14165550123', body: 'Hi', ...request }),
    );
    expect(err.options).toMatchObject({ status: 400, code, retryable: false });
    expect(err.message).not.toMatch(/\+1416555/);
  });

  it('refuses wrong credentials with 401 (code 20003) without echoing them', async () => {
    const err = await failure(
      sms({ ...SETTINGS, authToken: 'wrong-token-abc' }).sendSms({ to: '+14165550123', body: 'Hi' }),
    );
    expect(err.options).toMatchObject({ status: 401, code: '20003', retryable: false });
    expect(err.message).not.toContain('wrong-token-abc');
  });

  it.each([
    ['missing-to', 400, '21604', false],
    ['invalid-from', 400, '21601', false],
    ['invalid-status-callback', 400, '21609', false],
    ['unauthorized', 401, '20003', false],
    ['rate-limited', 429, '20429', true],
    ['server-error', 500, '20500', true],
  ] as const)('maps the fake’s %s answer (%i, %s) → retryable %s', async (name, status, code, retryable) => {
    twilio.failNext(name);
    const err = await failure(sms().sendSms({ to: '+14165550123', body: 'Hi' }));
    expect(err.options).toMatchObject({ status, code, retryable });
    await expect(sms().sendSms({ to: '+14165550123', body: 'Hi' })).resolves.toMatchObject({
      status: 'queued',
    });
  });

  it('fails the next N calls as told, then recovers', async () => {
    twilio.failNext('rate-limited', 2);
    for (let i = 0; i < 2; i += 1) {
      const err = await failure(sms().sendSms({ to: '+14165550123', body: 'Hi' }));
      expect(err.options.code).toBe('20429');
    }
    await expect(sms().sendSms({ to: '+14165550123', body: 'Hi' })).resolves.toBeTruthy();
    expect(twilio.requests).toHaveLength(3);
  });

  it('answers 21604 to a body that is not form-encoded (the fake’s check, reached directly)', async () => {
    const res = await fetch(`${twilio.url}/2010-04-01/Accounts/${SETTINGS.accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${SETTINGS.accountSid}:${SETTINGS.authToken}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ To: '+14165550123', From: SETTINGS.fromNumber, Body: 'Hi' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(21604);
  });

  it('times out (retryable) when Twilio does not answer, and reports an unreachable host', async () => {
    twilio.failNext('stall');
    const err = await failure(sms().sendSms({ to: '+14165550123', body: 'Hi' }));
    expect(err.options).toMatchObject({ code: 'ETIMEDOUT', retryable: true });
    const port = await closedPort();
    const down = await failure(
      createTwilioSms(SETTINGS, `http://127.0.0.1:${port}`).sendSms({ to: '+14165550123', body: 'Hi' }),
    );
    expect(down.options.retryable).toBe(true);
  });

  it('posts a status callback our verifier accepts, signed over the exact URL', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const callbackUrl = `${receiver.url}/api/v1/webhooks/twilio/status?message=7`;
      const sent = await sms().sendSms({ to: '+14165550123', body: 'Hi', statusCallbackUrl: callbackUrl });
      const delivered = await twilio.sendStatusCallback(sent.providerMessageId, 'delivered');
      expect(delivered.status).toBe(200);
      const received = receiver.requests[0];
      const params = new URLSearchParams(received?.rawBody);
      expect(params.get('MessageSid')).toBe(sent.providerMessageId);
      expect(params.get('MessageStatus')).toBe('delivered');
      expect(params.get('RawDlrDoneDate')).toMatch(/^\d{10}$/);
      const signature = received?.headers['x-twilio-signature'] as string;
      expect(verifyTwilioSignature(callbackUrl, params, signature, SETTINGS.authToken)).toBe(true);
      expect(
        verifyTwilioSignature(callbackUrl.replace('=7', '=8'), params, signature, SETTINGS.authToken),
      ).toBe(false);

      await twilio.sendStatusCallback(sent.providerMessageId, 'failed', {
        errorCode: '30003',
        authToken: 'forged',
      });
      const forged = receiver.requests[1];
      const forgedParams = new URLSearchParams(forged?.rawBody);
      expect(forgedParams.get('ErrorCode')).toBe('30003');
      expect(
        verifyTwilioSignature(
          callbackUrl,
          forgedParams,
          forged?.headers['x-twilio-signature'] as string,
          SETTINGS.authToken,
        ),
      ).toBe(false);
    } finally {
      await receiver.close();
    }
  });
});
