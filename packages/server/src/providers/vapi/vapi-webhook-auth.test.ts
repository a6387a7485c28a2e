import { createHmac } from 'node:crypto';
import type { VapiWebhookAuth } from '../provider-selection';
import { signVapiWebhook, type VapiWebhookRequest, verifyVapiWebhook } from './vapi-webhook-auth';

const SECRET = 'whsec-test-0123456789';
const BODY = '{"message":{"type":"end-of-call-report","call":{"id":"c1"}}}';
const NOW = new Date('2026-03-11T15:30:00.000Z');

const request = (
  headers: VapiWebhookRequest['headers'],
  rawBody: string | Buffer = BODY,
): VapiWebhookRequest => ({
  headers,
  rawBody,
  method: 'POST',
  url: 'https://console.example.com/api/v1/webhooks/vapi',
});

describe('verifyVapiWebhook', () => {
  describe('x-vapi-secret', () => {
    const plan = { mode: 'x-vapi-secret' as const, secret: SECRET };
    it('accepts the header equal to the secret', () => {
      expect(verifyVapiWebhook(request({ 'x-vapi-secret': SECRET }), plan)).toBe(true);
    });
    it.each([
      ['missing', {}],
      ['wrong', { 'x-vapi-secret': 'whsec-test-0123456788' }],
      ['a prefix of it', { 'x-vapi-secret': SECRET.slice(0, -1) }],
      ['empty', { 'x-vapi-secret': '' }],
      ['sent as a bearer token instead', { authorization: `Bearer ${SECRET}` }],
    ])('refuses a %s header', (_name, headers) => {
      expect(verifyVapiWebhook(request(headers), plan)).toBe(false);
    });
    it('refuses everything when no secret is configured', () => {
      expect(verifyVapiWebhook(request({ 'x-vapi-secret': '' }), { ...plan, secret: null })).toBe(false);
      expect(verifyVapiWebhook(request({ 'x-vapi-secret': '' }), { ...plan, secret: '' })).toBe(false);
    });
  });

  describe('bearer', () => {
    const plan = { mode: 'bearer' as const, secret: SECRET };
    it('accepts Authorization: Bearer <secret>, the scheme in any case', () => {
      expect(verifyVapiWebhook(request({ authorization: `Bearer ${SECRET}` }), plan)).toBe(true);
      expect(verifyVapiWebhook(request({ authorization: `bearer ${SECRET}` }), plan)).toBe(true);
    });
    it.each([
      ['missing', {}],
      ['without the scheme', { authorization: SECRET }],
      ['with another scheme', { authorization: `Basic ${SECRET}` }],
      ['with a wrong token', { authorization: 'Bearer nope' }],
      ['in x-vapi-secret instead', { 'x-vapi-secret': SECRET }],
    ])('refuses a header %s', (_name, headers) => {
      expect(verifyVapiWebhook(request(headers), plan)).toBe(false);
    });
  });

  describe.each(['sha256', 'sha512', 'sha1'] as const)('hmac-%s', (algorithm) => {
    const mode = `hmac-${algorithm}` as VapiWebhookAuth;
    const plan = { mode, secret: SECRET };
    const timestamp = String(NOW.getTime());
    // Computed here from the documented recipe, not by the code under test.
    const expected = createHmac(algorithm, SECRET).update(`${timestamp}.${BODY}`).digest();

    it('accepts x-signature over {timestamp}.{body}, hex, with or without a prefix, and base64', () => {
      const hex = expected.toString('hex');
      for (const signature of [hex, hex.toUpperCase(), `${algorithm}=${hex}`, expected.toString('base64')]) {
        expect(verifyVapiWebhook(request({ 'x-signature': signature, 'x-timestamp': timestamp }), plan)).toBe(
          true,
        );
      }
      const raw = request({ 'x-signature': hex, 'x-timestamp': timestamp }, Buffer.from(BODY));
      expect(verifyVapiWebhook(raw, plan)).toBe(true);
    });

    it('matches what signVapiWebhook produces', () => {
      const headers = signVapiWebhook(BODY, plan, NOW);
      expect(headers).toEqual({ 'x-timestamp': timestamp, 'x-signature': expected.toString('hex') });
      expect(verifyVapiWebhook(request(headers), plan)).toBe(true);
    });

    it.each([
      ['no signature', (h: Record<string, string>) => ({ 'x-timestamp': h['x-timestamp'] as string })],
      ['no timestamp', (h: Record<string, string>) => ({ 'x-signature': h['x-signature'] as string })],
      ['another timestamp', (h: Record<string, string>) => ({ ...h, 'x-timestamp': '1' })],
      ['a signature of another secret', () => signVapiWebhook(BODY, { mode, secret: 'other' }, NOW)],
      [
        'a truncated signature',
        (h: Record<string, string>) => ({ ...h, 'x-signature': h['x-signature']?.slice(2) }),
      ],
    ])('refuses %s', (_name, change) => {
      const headers = change(signVapiWebhook(BODY, plan, NOW)) as Record<string, string>;
      expect(verifyVapiWebhook(request(headers), plan)).toBe(false);
    });

    it('refuses a body changed after signing, even by one space', () => {
      const headers = signVapiWebhook(BODY, plan, NOW);
      expect(verifyVapiWebhook(request(headers, BODY.replace(':', ': ')), plan)).toBe(false);
    });
  });

  it('refuses an HMAC signed with another algorithm', () => {
    const headers = signVapiWebhook(BODY, { mode: 'hmac-sha1', secret: SECRET }, NOW);
    expect(verifyVapiWebhook(request(headers), { mode: 'hmac-sha256', secret: SECRET })).toBe(false);
  });

  it('honours overridden header names, payload format and prefix', () => {
    const plan = {
      mode: 'hmac-sha256' as const,
      secret: SECRET,
      signatureHeader: 'X-Vapi-Signature',
      timestampHeader: 'X-Vapi-Timestamp',
      payloadFormat: '{method} {url} {timestamp} {body}',
    };
    const headers = signVapiWebhook(
      BODY,
      { ...plan, url: 'https://console.example.com/api/v1/webhooks/vapi', signaturePrefix: 'v1=' },
      NOW,
    );
    expect(Object.keys(headers).sort()).toEqual(['x-vapi-signature', 'x-vapi-timestamp']);
    expect(verifyVapiWebhook(request(headers), plan)).toBe(true);
    expect(verifyVapiWebhook(request(headers), { mode: 'hmac-sha256', secret: SECRET })).toBe(false);
  });

  it('checks the timestamp window only when one is configured, in seconds or milliseconds', () => {
    const headers = signVapiWebhook(BODY, { mode: 'hmac-sha256', secret: SECRET }, NOW);
    const plan = { mode: 'hmac-sha256' as const, secret: SECRET };
    const later = new Date(NOW.getTime() + 600_000);
    expect(verifyVapiWebhook(request(headers), { ...plan, now: later })).toBe(true);
    expect(verifyVapiWebhook(request(headers), { ...plan, now: later, maxAgeSeconds: 300 })).toBe(false);
    expect(verifyVapiWebhook(request(headers), { ...plan, now: NOW, maxAgeSeconds: 300 })).toBe(true);

    const seconds = String(Math.floor(NOW.getTime() / 1000));
    const signature = createHmac('sha256', SECRET).update(`${seconds}.${BODY}`).digest('hex');
    const inSeconds = request({ 'x-signature': signature, 'x-timestamp': seconds });
    expect(verifyVapiWebhook(inSeconds, { ...plan, now: NOW, maxAgeSeconds: 300 })).toBe(true);
  });

  it('reads the first value of a repeated header', () => {
    expect(
      verifyVapiWebhook(request({ 'x-vapi-secret': [SECRET, 'x'] }), {
        mode: 'x-vapi-secret',
        secret: SECRET,
      }),
    ).toBe(true);
  });
});
