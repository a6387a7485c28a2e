import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The OAuth `state` of a consent URL: who started the authorization, for which OAuth client, until when, signed
// with the server's key. The callback hands it back with the code, so a code arriving with a forged, altered,
// expired or someone else's state (a login-CSRF attempt) is refused before Google is asked anything.

/** Long enough to sign in to Google and consent, short enough that a leaked consent URL soon stops working. */
export const OAUTH_STATE_TTL_SECONDS = 15 * 60;

export interface OAuthStateSubject {
  /** The admin who starts the authorization (null, the server itself, is written as 0: no user has that id). */
  userId: number | null;
  clientId: string;
}

const userPart = (subject: OAuthStateSubject) => String(subject.userId ?? 0);

const PART = /^[A-Za-z0-9_-]+$/;

const signature = (secretKey: string, subject: OAuthStateSubject, expires: number, nonce: string) =>
  createHmac('sha256', secretKey)
    .update(`calendar-oauth-state|${subject.clientId}|${userPart(subject)}|${expires}|${nonce}`)
    .digest('base64url');

export function signOAuthState(secretKey: string, subject: OAuthStateSubject, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + OAUTH_STATE_TTL_SECONDS;
  const nonce = randomBytes(16).toString('base64url');
  return `${userPart(subject)}.${expires}.${nonce}.${signature(secretKey, subject, expires, nonce)}`;
}

export function verifyOAuthState(
  secretKey: string,
  state: string,
  subject: OAuthStateSubject,
  now: Date,
): boolean {
  const parts = state.split('.');
  if (parts.length !== 4 || !parts.every((part) => PART.test(part))) return false;
  const [userId, expiresText, nonce, given] = parts as [string, string, string, string];
  const expires = Number(expiresText);
  if (userId !== userPart(subject) || !Number.isSafeInteger(expires)) return false;
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secretKey, subject, expires, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
