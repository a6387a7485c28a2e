import { isDottedToken, isTokenExpired } from '@callops/contracts/auth';
import { LOGOUT_REASONS } from '@callops/contracts/core';

/** What to do with the token found in storage at start (spec §4). */
export type StartupCheck = { action: 'none' } | { action: 'logout'; reason: string } | { action: 'verify' };

export function startupCheck(token: string | null, nowMs: number): StartupCheck {
  if (!token) return { action: 'none' };
  if (isTokenExpired(token, nowMs)) return { action: 'logout', reason: LOGOUT_REASONS.sessionExpired };
  return { action: 'verify' };
}

/** The reason to log out now (on navigation and every 30 s), or null while the token holds. */
export function expiryLogoutReason(token: string | null, nowMs: number): string | null {
  return token && isTokenExpired(token, nowMs) ? LOGOUT_REASONS.sessionExpired : null;
}

/** Tokens that are not dotted carry no expiry: the server validates them every 5 minutes. */
export const needsServerValidation = (token: string | null): boolean =>
  token !== null && !isDottedToken(token);
