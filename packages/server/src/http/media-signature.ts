import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from '../context/service-context';

/** How long a recording link handed to a browser works (an <audio> element cannot send a bearer token). */
export const MEDIA_LINK_SECONDS = 6 * 3600;

// The key as a KeyObject, made once per secret: an HMAC over a string key imports the key on every signature.
const keys = new Map<string, KeyObject>();
function keyOf(secretKey: string): KeyObject {
  let key = keys.get(secretKey);
  if (!key) {
    key = createSecretKey(Buffer.from(secretKey, 'utf8'));
    keys.set(secretKey, key);
  }
  return key;
}

const signature = (secretKey: string, path: string, expires: number) =>
  createHmac('sha256', keyOf(secretKey)).update(`${path}|${expires}`).digest('hex');

/**
 * The signatures of the current second's expiry: a list asked again within the same second (a busy screen, many
 * viewers) signs each of its links once. Emptied when the expiry moves on, and bounded.
 */
const signedThisSecond = { secretKey: '', expires: 0, byPath: new Map<string, string>() };
const SIGNED_KEPT = 10_000;

function recordingSignature(secretKey: string, path: string, expires: number): string {
  const kept = signedThisSecond;
  if (kept.expires !== expires || kept.secretKey !== secretKey || kept.byPath.size >= SIGNED_KEPT) {
    kept.expires = expires;
    kept.secretKey = secretKey;
    kept.byPath.clear();
  }
  let signed = kept.byPath.get(path);
  if (signed === undefined) {
    signed = signature(secretKey, path, expires);
    kept.byPath.set(path, signed);
  }
  return signed;
}

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

const MEDIA_PATH = /^\/media\/[^?#]+$/;

// The public URL's origin, parsed once (the configured URL does not change while the server runs).
const origins = new Map<string, string>();
function originOf(publicUrl: string): string {
  let origin = origins.get(publicUrl);
  if (origin === undefined) {
    origin = new URL(publicUrl).origin;
    origins.set(publicUrl, origin);
  }
  return origin;
}

/**
 * The path of a media link this server serves: a path as it is, or an absolute link on our own public origin as its
 * path (so it plays under whatever name the console is opened, 127.0.0.1, a LAN address, a proxy); null for another
 * origin's link (a vendor's recording).
 */
export function ownMediaPath(url: string, publicUrl: string): string | null {
  if (MEDIA_PATH.test(url)) return url;
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return null;
  }
  const own = link.origin === originOf(publicUrl) && MEDIA_PATH.test(link.pathname) && !link.search;
  return own ? link.pathname : null;
}

/**
 * A recording URL as a browser may use it: our own media as a relative path with a signature and an expiry in the
 * query; another origin's URL (VAPI's storage) as it is.
 */
export function signedRecordingUrl(ctx: ServiceContext, url: string | null): string | null {
  if (!url) return null;
  const path = ownMediaPath(url, ctx.app.config.publicUrl);
  if (!path) return url;
  const expires = Math.floor(ctx.now.getTime() / 1000) + MEDIA_LINK_SECONDS;
  return `${path}?expires=${expires}&signature=${recordingSignature(ctx.app.config.secretKey, path, expires)}`;
}
