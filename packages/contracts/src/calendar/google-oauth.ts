import { CALENDAR_MESSAGES } from './calendar';

/** The OAuth client of a Google credentials.json (an "installed" or a "web" application). */
export interface GoogleOAuthClient {
  type: 'installed' | 'web';
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** The parts of a Google OAuth token JSON the console uses; everything else is kept as it came. */
export interface GoogleOAuthToken {
  accessToken: string | null;
  refreshToken: string | null;
  /** Milliseconds since the epoch, when the token says (`expiry_date`, or `expiry` as an ISO date). */
  expiresAt: number | null;
}

export type OAuthParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

// JSON.parse errors quote the input, and a secret must never travel in a message: only fixed texts leave here.
function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Checks an uploaded credentials.json: valid JSON with an `installed` or `web` client that has id, secret and redirect URIs. */
export function parseGoogleClientCredentials(text: string): OAuthParseResult<GoogleOAuthClient> {
  if (text.trim() === '') return { ok: false, error: CALENDAR_MESSAGES.selectCredentialsFile };
  const json = parseJsonObject(text);
  if (!json) return { ok: false, error: CALENDAR_MESSAGES.credentialsNotJson };
  const type = json.installed !== undefined ? 'installed' : json.web !== undefined ? 'web' : null;
  const client = type ? json[type] : null;
  if (!type || client === null || typeof client !== 'object') {
    return { ok: false, error: CALENDAR_MESSAGES.credentialsNoClient };
  }
  const { client_id, client_secret, redirect_uris } = client as Record<string, unknown>;
  if (!nonEmptyText(client_id))
    return { ok: false, error: CALENDAR_MESSAGES.credentialsMissingField('client_id') };
  if (!nonEmptyText(client_secret))
    return { ok: false, error: CALENDAR_MESSAGES.credentialsMissingField('client_secret') };
  const uris = Array.isArray(redirect_uris) ? redirect_uris.filter(nonEmptyText) : [];
  if (uris.length === 0)
    return { ok: false, error: CALENDAR_MESSAGES.credentialsMissingField('redirect_uris') };
  return {
    ok: true,
    value: { type, clientId: client_id.trim(), clientSecret: client_secret.trim(), redirectUris: uris },
  };
}

function expiryOf(json: Record<string, unknown>): number | null {
  if (typeof json.expiry_date === 'number' && Number.isFinite(json.expiry_date)) return json.expiry_date;
  if (typeof json.expiry === 'string') {
    const time = Date.parse(json.expiry);
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

/** Checks a pasted token JSON: valid JSON holding an access token or a refresh token. */
export function parseGoogleToken(text: string): OAuthParseResult<GoogleOAuthToken> {
  if (text.trim() === '') return { ok: false, error: CALENDAR_MESSAGES.pasteToken };
  const json = parseJsonObject(text);
  if (!json) return { ok: false, error: CALENDAR_MESSAGES.tokenNotJson };
  // Google's own files say access_token / refresh_token; google-auth-library's authorized-user files say token.
  const accessToken = [json.access_token, json.token].find(nonEmptyText) ?? null;
  const refreshToken = nonEmptyText(json.refresh_token) ? json.refresh_token : null;
  if (!accessToken && !refreshToken) return { ok: false, error: CALENDAR_MESSAGES.tokenWithoutTokens };
  return { ok: true, value: { accessToken, refreshToken, expiresAt: expiryOf(json) } };
}
