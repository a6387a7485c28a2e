import { tokenState } from '@callops/contracts/auth';
import { LOGOUT_REASONS } from '@callops/contracts/core';
import type { ApiClientOptions } from './client-options';

type HeaderSource = Pick<ApiClientOptions, 'getToken' | 'onLogout'> & { now?: () => number };

/**
 * The bearer header for the stored token. An expired (5 s margin) or undecodable token dispatches the logout
 * event with 'Session expired' or 'Invalid token' and no header is sent. Tokens that are not dotted are sent
 * as they are: the server validates them.
 */
export async function buildAuthHeader({
  getToken,
  onLogout,
  now = Date.now,
}: HeaderSource): Promise<Record<string, string>> {
  const token = await getToken();
  if (!token) return {};
  switch (tokenState(token, now())) {
    case 'expired':
      onLogout(LOGOUT_REASONS.sessionExpired);
      return {};
    case 'invalid':
      onLogout(LOGOUT_REASONS.invalidToken);
      return {};
    default:
      return { Authorization: `Bearer ${token}` };
  }
}
