import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from '../context/service-context';

/** How long a recording link handed to a browser works (an <audio> element cannot send a bearer token). */
export const MEDIA_LINK_SECONDS = 6 * 3600;

const signature = (secretKey: string, path: string, expires: number) =>
  createHmac('sha256', secretKey).update(`${path}|${expires}`).digest('hex');

export function verifyMediaSignature(
  secretKey: string,
  path: string,
  expires: number,
  given: string,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secretKey, path, expires), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * `pathAndQuery` with an expiry and a signature over both appended, valid `seconds` from now: for downloads a
 * browser makes without a bearer token. The query it already has is part of what is signed.
 */
export function signedMediaLink(ctx: ServiceContext, pathAndQuery: string, seconds: number) {
  const expires = Math.floor(ctx.now.getTime() / 1000) + seconds;
  const joiner = pathAndQuery.includes('?') ? '&' : '?';
  return {
    url: `${pathAndQuery}${joiner}expires=${expires}&signature=${signature(ctx.app.config.secretKey, pathAndQuery, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

const OWN_MEDIA = /^(?:https?:\/\/[^/]+)?(\/media\/[^?#]+)$/;

/**
 * A recording URL as a browser may use it: our own media paths get a signature and an expiry in the query; a
 * provider's own URL (VAPI's storage) is returned as it is.
 */
export function signedRecordingUrl(ctx: ServiceContext, url: string | null): string | null {
  if (!url) return null;
  const own = OWN_MEDIA.exec(url);
  if (!own?.[1]) return url;
  const path = own[1];
  const expires = Math.floor(ctx.now.getTime() / 1000) + MEDIA_LINK_SECONDS;
  return `${url}?expires=${expires}&signature=${signature(ctx.app.config.secretKey, path, expires)}`;
}
