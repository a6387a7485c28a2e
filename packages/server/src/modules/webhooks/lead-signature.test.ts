import { signInboundLead, verifyLeadSignature } from './lead-signature';

const now = new Date('2026-03-11T15:30:00Z');
const body = '{"name":"Fresh Roofing","phone":"+14165550111"}';
const secret = 'lead-secret-0123456789';

const check = (
  headers: Record<string, string>,
  overrides: Partial<Parameters<typeof verifyLeadSignature>[0]> = {},
) =>
  verifyLeadSignature({
    rawBody: Buffer.from(body),
    timestamp: headers['x-callops-timestamp'],
    signature: headers['x-callops-signature'],
    secret,
    now,
    ...overrides,
  });

describe('the inbound lead signature', () => {
  it('takes a body signed with the secret now', () => {
    expect(check(signInboundLead(body, secret, now))).toBe(true);
  });

  it('refuses another secret, another body, no secret set, and missing or malformed headers', () => {
    const headers = signInboundLead(body, secret, now);
    expect(check(signInboundLead(body, 'another-secret', now))).toBe(false);
    expect(check(headers, { rawBody: Buffer.from(`${body} `) })).toBe(false);
    expect(check(headers, { secret: '' })).toBe(false);
    expect(check(headers, { signature: undefined })).toBe(false);
    expect(check(headers, { timestamp: 'yesterday' })).toBe(false);
    expect(check(headers, { signature: 'sha256=zz' })).toBe(false);
  });

  it('refuses a signature more than five minutes old or ahead', () => {
    const old = signInboundLead(body, secret, new Date(now.getTime() - 301_000));
    const ahead = signInboundLead(body, secret, new Date(now.getTime() + 301_000));
    const recent = signInboundLead(body, secret, new Date(now.getTime() - 299_000));
    expect([check(old), check(ahead), check(recent)]).toEqual([false, false, true]);
  });
});
