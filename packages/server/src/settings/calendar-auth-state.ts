import {
  CALENDAR_CALLBACK_PATH,
  CALENDAR_MESSAGES,
  type CalendarAuthDetail,
  type GoogleOAuthClient,
  type GoogleOAuthToken,
} from '@callops/contracts/calendar';

/**
 * What the stored credentials and token say on their own. `api_access` and `calendars_count` need an answer from
 * Google and stay false / null here: the live calendar adapter fills them in when it reaches the API.
 */
export function calendarAuthState(
  client: GoogleOAuthClient | null,
  token: GoogleOAuthToken | null,
  now: Date,
): CalendarAuthDetail {
  const notAuthorized = (reason: string): CalendarAuthDetail => ({
    authorized: false,
    reason,
    calendars_count: null,
    api_access: false,
  });
  if (!client) return notAuthorized(CALENDAR_MESSAGES.noCredentialsReason);
  if (!token) return notAuthorized(CALENDAR_MESSAGES.noTokenReason);
  const expired = token.expiresAt !== null && token.expiresAt <= now.getTime();
  if (expired && !token.refreshToken) return notAuthorized(CALENDAR_MESSAGES.tokenExpiredReason);
  return { authorized: true, reason: null, calendars_count: null, api_access: false };
}

/**
 * Where Google sends the user back: the credentials' own redirect URI to the callback page when they list one
 * (Google accepts only registered URIs), otherwise the callback page under the console's public URL.
 */
export function calendarRedirectUri(client: GoogleOAuthClient, publicUrl: string): string {
  const registered = client.redirectUris.find((uri) => {
    try {
      return new URL(uri).pathname === CALENDAR_CALLBACK_PATH;
    } catch {
      return false;
    }
  });
  return registered ?? new URL(CALENDAR_CALLBACK_PATH, publicUrl).toString();
}
