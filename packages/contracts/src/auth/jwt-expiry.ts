import { SESSION } from './session';

/**
 * How a stored token looks to the client, which never verifies signatures:
 * - `opaque`: not in dotted form; counts as not expired and is validated with the server instead;
 * - `invalid`: dotted, but the payload cannot be decoded or its `exp` is not a number;
 * - `expired`: `exp` lies within the margin or in the past;
 * - `valid`: anything else (a JWT without `exp` never expires here).
 */
export type TokenState = 'valid' | 'expired' | 'invalid' | 'opaque';

/** The payload of a dotted JWT, decoded without verifying; null when it is not a JSON object. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function isDottedToken(token: string): boolean {
  return token.split('.').length === 3;
}

export function tokenState(
  token: string,
  nowMs: number,
  marginMs: number = SESSION.expiryMarginMs,
): TokenState {
  if (!isDottedToken(token)) return 'opaque';
  const payload = decodeJwtPayload(token);
  if (!payload) return 'invalid';
  const exp = payload.exp;
  if (exp === undefined) return 'valid';
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 'invalid';
  return exp * 1000 - marginMs <= nowMs ? 'expired' : 'valid';
}

/** Spec §4: expired with the 5 s margin; a token that is not dotted counts as not expired. */
export function isTokenExpired(
  token: string,
  nowMs: number,
  marginMs: number = SESSION.expiryMarginMs,
): boolean {
  const state = tokenState(token, nowMs, marginMs);
  return state === 'expired' || state === 'invalid';
}
