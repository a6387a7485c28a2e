import { createHmac } from 'node:crypto';
import type { VapiWebhookAuth } from '../provider-selection';
import { constantTimeEqual } from '../vendor-http';

/**
 * How VAPI's custom credential authenticates its webhooks to us, and the inverse (signing) for the simulated voice
 * provider and the fake VAPI of the tests. HMAC follows VAPI's HMACAuthenticationPlan defaults: `x-signature`, hex,
 * over `{timestamp}.{body}` with the `x-timestamp` header; the names and format stay overridable because VAPI lets
 * the credential change them.
 */

export interface VapiWebhookRequest {
  /** Node's lower-cased request headers. */
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: a re-serialised JSON would not match the signature. */
  rawBody: string | Buffer;
  method: string;
  /** The URL VAPI called, for payload formats with `{url}`. */
  url: string;
}

export interface VapiWebhookPlan {
  mode: VapiWebhookAuth;
  /** The shared secret; with none set nothing verifies. */
  secret: string | null;
  /** HMAC only: overrides of VAPI's defaults. */
  signatureHeader?: string;
  timestampHeader?: string;
  payloadFormat?: string;
  /** HMAC only: when set, refuse timestamps further than this from `now` (VAPI documents no window or unit). */
  maxAgeSeconds?: number;
  now?: Date;
}

const DEFAULT_SIGNATURE_HEADER = 'x-signature';
const DEFAULT_TIMESTAMP_HEADER = 'x-timestamp';
const DEFAULT_PAYLOAD_FORMAT = '{timestamp}.{body}';
/** Epoch values above this are milliseconds (it is 1973 in milliseconds, 5138 in seconds). */
const MILLISECONDS_THRESHOLD = 1e11;

function header(headers: VapiWebhookRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

const hmacAlgorithm = (mode: VapiWebhookAuth) =>
  mode.startsWith('hmac-') ? (mode.slice('hmac-'.length) as 'sha256' | 'sha512' | 'sha1') : null;

function signedPayload(
  format: string,
  parts: { body: string; timestamp: string; method: string; url: string },
): string {
  return format.replace(/\{(body|timestamp|method|url)\}/g, (_, key: keyof typeof parts) => parts[key]);
}

function withinWindow(timestamp: string, maxAgeSeconds: number, now: Date): boolean {
  const value = Number(timestamp);
  if (!Number.isFinite(value)) return false;
  const ms = value > MILLISECONDS_THRESHOLD ? value : value * 1000;
  return Math.abs(now.getTime() - ms) <= maxAgeSeconds * 1000;
}

/** True when the request carries the configured proof; every comparison is constant-time. */
export function verifyVapiWebhook(request: VapiWebhookRequest, plan: VapiWebhookPlan): boolean {
  const { secret } = plan;
  if (!secret) return false;
  if (plan.mode === 'x-vapi-secret') {
    const given = header(request.headers, 'x-vapi-secret');
    return given !== undefined && constantTimeEqual(given, secret);
  }
  if (plan.mode === 'bearer') {
    const match = /^Bearer\s+(.+)$/i.exec(header(request.headers, 'authorization')?.trim() ?? '');
    return match?.[1] !== undefined && constantTimeEqual(match[1], secret);
  }
  const algorithm = hmacAlgorithm(plan.mode);
  if (!algorithm) return false;
  const timestamp = header(request.headers, plan.timestampHeader ?? DEFAULT_TIMESTAMP_HEADER)?.trim();
  const given = header(request.headers, plan.signatureHeader ?? DEFAULT_SIGNATURE_HEADER)?.trim();
  if (!timestamp || !given) return false;
  const now = plan.now ?? new Date();
  if (plan.maxAgeSeconds !== undefined && !withinWindow(timestamp, plan.maxAgeSeconds, now)) return false;
  const payload = signedPayload(plan.payloadFormat ?? DEFAULT_PAYLOAD_FORMAT, {
    body: Buffer.isBuffer(request.rawBody) ? request.rawBody.toString('utf8') : request.rawBody,
    timestamp,
    method: request.method.toUpperCase(),
    url: request.url,
  });
  const digest = createHmac(algorithm, secret).update(payload, 'utf8').digest();
  // A `sha256=`-style prefix is optional on VAPI's side; hex is the default encoding, base64 the other choice.
  // Both readings (with and without what looks like a prefix) are compared: a wrong strip just fails to match.
  const prefix = /^[A-Za-z0-9-]+=(?=.)/.exec(given)?.[0];
  const candidates = prefix ? [given, given.slice(prefix.length)] : [given];
  const hex = digest.toString('hex');
  const base64 = digest.toString('base64');
  let valid = false;
  for (const candidate of candidates) {
    const asHex = constantTimeEqual(candidate.toLowerCase(), hex);
    const asBase64 = constantTimeEqual(candidate, base64);
    valid = valid || asHex || asBase64;
  }
  return valid;
}

/**
 * The headers VAPI would add to this body under the plan: the simulated provider and the fake VAPI sign the
 * reports they post with it. The HMAC timestamp is in milliseconds (VAPI's own `timestamp` fields are).
 */
export function signVapiWebhook(
  rawBody: string,
  plan: Pick<VapiWebhookPlan, 'mode' | 'secret' | 'signatureHeader' | 'timestampHeader' | 'payloadFormat'> & {
    method?: string;
    url?: string;
    /** e.g. 'sha256=' */
    signaturePrefix?: string;
  },
  now: Date,
): Record<string, string> {
  const secret = plan.secret ?? '';
  if (plan.mode === 'x-vapi-secret') return { 'x-vapi-secret': secret };
  if (plan.mode === 'bearer') return { authorization: `Bearer ${secret}` };
  const algorithm = hmacAlgorithm(plan.mode);
  if (!algorithm) return {};
  const timestamp = String(now.getTime());
  const payload = signedPayload(plan.payloadFormat ?? DEFAULT_PAYLOAD_FORMAT, {
    body: rawBody,
    timestamp,
    method: (plan.method ?? 'POST').toUpperCase(),
    url: plan.url ?? '',
  });
  const signature = createHmac(algorithm, secret).update(payload, 'utf8').digest('hex');
  return {
    [(plan.timestampHeader ?? DEFAULT_TIMESTAMP_HEADER).toLowerCase()]: timestamp,
    [(plan.signatureHeader ?? DEFAULT_SIGNATURE_HEADER).toLowerCase()]:
      `${plan.signaturePrefix ?? ''}${signature}`,
  };
}
