import { createHmac, timingSafeEqual } from 'node:crypto';
import { INBOUND_LEAD_SIGNATURE } from '@callops/contracts/webhooks';

/**
 * Whether an inbound lead was signed with the secret: `sha256=` and the hex HMAC-SHA256 of `timestamp.body`, the
 * timestamp (Unix seconds) within INBOUND_LEAD_SIGNATURE.maxAgeSeconds of now. Compared in constant time.
 */
export function verifyLeadSignature(input: {
  rawBody: Buffer;
  timestamp: string | undefined;
  signature: string | undefined;
  secret: string;
  now: Date;
}): boolean {
  const { rawBody, timestamp, signature, secret, now } = input;
  if (!secret || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > INBOUND_LEAD_SIGNATURE.maxAgeSeconds) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature);
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** The headers that sign `body` with `secret` at `now` (the sender's side: tests and the README's example). */
export function signInboundLead(body: string, secret: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    [INBOUND_LEAD_SIGNATURE.timestampHeader]: timestamp,
    [INBOUND_LEAD_SIGNATURE.signatureHeader]: `sha256=${digest}`,
  };
}
