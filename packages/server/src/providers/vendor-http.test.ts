import { startFakeVendors } from '../../test/fakes';
import { vendorUrlsFrom } from '../../test/fakes/vendor-urls';
import { histogramCount } from '../../test/helpers/metrics-exposition';
import { registry } from '../metrics/registry';
import { createGoogleCalendar } from './calendar/google-calendar';
import { createGoogleOAuth } from './calendar/google-oauth-client';
import { createElevenLabsCatalog } from './elevenlabs/elevenlabs-catalog';
import { createHubspotCrm } from './hubspot/hubspot-crm';
import { ProviderError } from './provider-error';
import { createTwilioSms } from './twilio/twilio-sms';
import { createVapiVoice } from './vapi/vapi-voice';
import {
  constantTimeEqual,
  retryAfterSeconds,
  safeVendorText,
  vendorRequest,
  vendorUrl,
} from './vendor-http';

describe('vendor HTTP helpers', () => {
  it('joins a base URL with or without a trailing slash or a path prefix', () => {
    expect(vendorUrl('https://api.vapi.ai', '/call')).toBe('https://api.vapi.ai/call');
    expect(vendorUrl('https://api.vapi.ai/', '/call')).toBe('https://api.vapi.ai/call');
    expect(vendorUrl('http://proxy.local/vapi//', '/call')).toBe('http://proxy.local/vapi/call');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-03-11T15:30:00.000Z');
    expect(retryAfterSeconds(new Headers({ 'retry-after': '7' }), now)).toBe(7);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Wed, 11 Mar 2026 15:30:30 GMT' }), now)).toBe(30);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterSeconds(new Headers(), now)).toBeUndefined();
  });

  it('keeps a vendor message but masks e-mail addresses, phone numbers and tokens, and caps it', () => {
    expect(safeVendorText('Email address jo@example.org is invalid')).toBe(
      'Email address [email] is invalid',
    );
    expect(safeVendorText("The 'To' number +1 (416) 555-0123 is not valid")).toBe(
      "The 'To' number [number] is not valid",
    );
    expect(safeVendorText(`key ${'a'.repeat(40)} refused`)).toBe('key [token] refused');
    expect(safeVendorText(['one', 2, 'two'])).toBe('one; two');
    expect(safeVendorText({ message: 'x' })).toBeUndefined();
    expect(safeVendorText('ab '.repeat(200))).toHaveLength(200);
  });

  it('compares secrets of any length', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  it('turns a fetch that throws into a retryable ProviderError without its message', async () => {
    const throwing = (() =>
      Promise.reject(new TypeError('fetch failed for https://user:pw@host'))) as typeof fetch;
    const err = await vendorRequest('X', throwing, 'https://host', {}, 100, 'op').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).retryable).toBe(true);
    expect((err as ProviderError).message).not.toContain('pw');
  });

  it('answers a non-JSON body as undefined json rather than failing', async () => {
    const html = (() =>
      Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 }))) as typeof fetch;
    const res = await vendorRequest('X', html, 'https://host', {}, 100, 'op');
    expect(res).toMatchObject({ status: 502, json: undefined });
  });
});

describe('vendor request metrics', () => {
  const errorsOf = async (labels: Record<string, string>) =>
    (
      (await registry.getMetricsAsJSON()).find((f) => f.name === 'callops_provider_errors_total')?.values ??
      []
    )
      .filter((v) => Object.entries(labels).every(([key, value]) => v.labels[key] === value))
      .reduce((sum, v) => sum + v.value, 0);

  it('times every request and counts its failures by vendor, operation and kind', async () => {
    const labels = { vendor: 'google_calendar', operation: 'list_events' };
    const timedBefore = await histogramCount('callops_provider_request_duration_seconds', labels);
    const ok = (() => Promise.resolve(new Response('{}', { status: 200 }))) as typeof fetch;
    const refused = (() => Promise.resolve(new Response('{}', { status: 503 }))) as typeof fetch;
    const down = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await vendorRequest('Google Calendar', ok, 'https://host', {}, 100, 'list_events');
    await vendorRequest('Google Calendar', refused, 'https://host', {}, 100, 'list_events');
    await vendorRequest('Google Calendar', down, 'https://host', {}, 100, 'list_events').catch(
      () => undefined,
    );
    expect(await histogramCount('callops_provider_request_duration_seconds', labels)).toBe(timedBefore + 3);
    expect(await errorsOf({ ...labels, kind: '5xx' })).toBe(1);
    expect(await errorsOf({ ...labels, kind: 'network' })).toBe(1);
  });
});

describe('all the HTTP fakes at once, reached through the configured base URLs', () => {
  it('starts every fake and points each adapter at it from the environment', async () => {
    const fakes = await startFakeVendors({
      vapi: { apiKey: 'vk', assistantId: 'a1', phoneNumberId: 'p1' },
      twilio: { accountSid: 'AC1', authToken: 'tt', numbers: ['+14165550100'] },
      elevenlabs: { apiKey: 'xk', voices: [{ voiceId: 'v1', name: 'Rachel', previewUrl: null }] },
      hubspot: { accessToken: 'ht' },
    });
    try {
      const urls = vendorUrlsFrom(fakes.env);
      const vapi = createVapiVoice(
        {
          apiKey: 'vk',
          assistantId: 'a1',
          phoneNumberId: 'p1',
          webhookSecret: null,
          webhookAuth: 'bearer',
          model: { provider: 'openai', model: 'gpt-4o' },
          voicemailDetectionProvider: 'vapi',
        },
        urls.vapi,
      );
      await expect(
        vapi.placeCall({
          callId: 1,
          kind: 'reminder_call',
          phoneNumberId: null,
          phone: '+14165550123',
          leadName: null,
          companyName: 'CallOps',
          voicemailMessage: null,
          firstMessage: 'Hi',
          instructions: 'Be brief.',
        }),
      ).resolves.toMatchObject({ status: 'queued' });
      await expect(
        createTwilioSms(
          { accountSid: 'AC1', authToken: 'tt', fromNumber: '+14165550100' },
          urls.twilio,
        ).sendSms({
          to: '+14165550123',
          body: 'Hi',
        }),
      ).resolves.toMatchObject({ status: 'queued' });
      await expect(
        createElevenLabsCatalog({ apiKey: 'xk' }, urls.elevenlabs).getVoice('v1'),
      ).resolves.toMatchObject({
        name: 'Rachel',
      });
      await expect(
        createHubspotCrm({ accessToken: 'ht' }, urls.hubspot).searchLeads({ limit: 5 }),
      ).resolves.toEqual({
        records: [],
        total: 0,
      });
      const client = {
        type: 'web' as const,
        clientId: 'gc',
        clientSecret: 'gs',
        redirectUris: ['http://localhost/cb'],
      };
      fakes.google.addClient(client);
      const google = { oauth: urls.googleOAuth, token: urls.googleToken, calendar: urls.googleCalendar };
      const token = await createGoogleOAuth(client, google).exchangeCode(
        fakes.google.issueCode('gc', 'http://localhost/cb'),
        'http://localhost/cb',
        new Date(),
      );
      await expect(
        createGoogleCalendar({ client, token }, google, {
          now: () => new Date(),
          saveToken: async () => {},
        }).countCalendars(),
      ).resolves.toBe(2);
    } finally {
      await fakes.close();
    }
  });
});
