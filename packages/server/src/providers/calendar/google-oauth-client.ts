import type { GoogleOAuthClient, GoogleOAuthToken } from '@callops/contracts/calendar';
import { ProviderError } from '../provider-error';
import {
  asRecord,
  DEFAULT_VENDOR_TIMEOUT_MS,
  type FetchImpl,
  isRetryableStatus,
  retryAfterSeconds,
  safeVendorText,
  type VendorHttpOptions,
  vendorRequest,
} from '../vendor-http';

const PROVIDER = 'Google OAuth';

/** Read and write calendar events: the bookings go in, the next 7 days come out; the calendar list counts them. */
export const GOOGLE_CALENDAR_SCOPES = ['https://www.googleapis.com/auth/calendar'];

/** A token as the token endpoint answers it, with its expiry made absolute. */
export interface GoogleTokenSet extends GoogleOAuthToken {
  accessToken: string;
  scope: string | null;
}

export interface GoogleOAuthUrls {
  /** The consent page (GOOGLE_OAUTH_URL). */
  oauth: string;
  /** The token endpoint (GOOGLE_TOKEN_URL). */
  token: string;
}

export interface GoogleOAuth {
  /** Google's consent page for offline access (a refresh token), consent asked again so Google sends one. */
  consentUrl(redirectUri: string, state: string): string;
  /** Exchanges the callback's code; Google refusing it is a ProviderError with code invalid_grant. */
  exchangeCode(code: string, redirectUri: string, now: Date): Promise<GoogleTokenSet>;
  /** A new access token; the refresh token stays the one given unless Google sends another. */
  refresh(refreshToken: string, now: Date): Promise<GoogleTokenSet>;
}

/** The token JSON the console stores (encrypted): the names Google's token files use, the expiry in ms. */
export function googleTokenJson(token: GoogleTokenSet): string {
  return JSON.stringify({
    access_token: token.accessToken,
    refresh_token: token.refreshToken ?? undefined,
    token_type: 'Bearer',
    scope: token.scope ?? undefined,
    expiry_date: token.expiresAt ?? undefined,
  });
}

/** The OAuth error code of a token endpoint answer (`{error, error_description}`), when it is a plain code. */
function oauthErrorCode(json: unknown): string | undefined {
  const error = asRecord(json)?.error;
  return typeof error === 'string' && /^[a-z_]{1,64}$/.test(error) ? error : undefined;
}

export function createGoogleOAuth(
  client: GoogleOAuthClient,
  urls: GoogleOAuthUrls,
  fetchImpl: FetchImpl = fetch,
  options: VendorHttpOptions = {},
): GoogleOAuth {
  const timeoutMs = options.timeoutMs ?? DEFAULT_VENDOR_TIMEOUT_MS;

  async function tokenRequest(
    action: string,
    form: Record<string, string>,
    now: Date,
    previousRefreshToken: string | null,
  ): Promise<GoogleTokenSet> {
    const res = await vendorRequest(
      PROVIDER,
      fetchImpl,
      urls.token,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...form,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }).toString(),
      },
      timeoutMs,
      form.grant_type ?? 'token',
    );
    const json = asRecord(res.json);
    if (res.status !== 200) {
      const code = oauthErrorCode(res.json);
      const description = safeVendorText(json?.error_description);
      throw new ProviderError(
        PROVIDER,
        `${action}: refused (${res.status}${code ? ` ${code}` : ''}${description ? `: ${description}` : ''})`,
        {
          status: res.status,
          code,
          retryable: isRetryableStatus(res.status),
          retryAfterSeconds: res.status === 429 ? retryAfterSeconds(res.headers) : undefined,
        },
      );
    }
    const accessToken = json?.access_token;
    if (typeof accessToken !== 'string' || accessToken === '') {
      throw new ProviderError(PROVIDER, `${action}: the answer holds no access token`, {
        status: res.status,
      });
    }
    const expiresIn = typeof json?.expires_in === 'number' ? json.expires_in : null;
    const refreshToken =
      typeof json?.refresh_token === 'string' && json.refresh_token !== ''
        ? json.refresh_token
        : previousRefreshToken;
    return {
      accessToken,
      refreshToken,
      expiresAt: expiresIn === null ? null : now.getTime() + expiresIn * 1000,
      scope: typeof json?.scope === 'string' ? json.scope : null,
    };
  }

  return {
    consentUrl(redirectUri, state) {
      const url = new URL(urls.oauth);
      const params = {
        client_id: client.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_CALENDAR_SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },
    exchangeCode(code, redirectUri, now) {
      return tokenRequest(
        'exchanging the authorization code',
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        now,
        null,
      );
    },
    refresh(refreshToken, now) {
      return tokenRequest(
        'refreshing the token',
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        now,
        refreshToken,
      );
    },
  };
}
