import { CALENDAR_MESSAGES, calendarNextStep, type GoogleOAuthClient } from '@callops/contracts/calendar';
import { calendarAuthState, calendarRedirectUri } from './calendar-auth-state';

const client: GoogleOAuthClient = {
  type: 'web',
  clientId: 'id.apps.googleusercontent.com',
  clientSecret: 'secret',
  redirectUris: ['http://localhost'],
};
const NOW = new Date('2026-03-11T15:30:00Z');

describe('calendarAuthState', () => {
  it('asks for credentials first (the reason carries the No credentials marker)', () => {
    const state = calendarAuthState(null, null, NOW);
    expect(state).toEqual({
      authorized: false,
      reason: CALENDAR_MESSAGES.noCredentialsReason,
      calendars_count: null,
      api_access: false,
    });
    expect(calendarNextStep(state)).toBe('upload-credentials');
  });

  it('asks to authorize when there is no token, or only an expired access token', () => {
    expect(calendarNextStep(calendarAuthState(client, null, NOW))).toBe('authorize');
    const expired = { accessToken: 'ya29', refreshToken: null, expiresAt: NOW.getTime() - 1 };
    expect(calendarAuthState(client, expired, NOW)).toMatchObject({
      authorized: false,
      reason: CALENDAR_MESSAGES.tokenExpiredReason,
    });
  });

  it('is authorized with a refresh token, or an access token still valid', () => {
    expect(
      calendarAuthState(client, { accessToken: null, refreshToken: '1//r', expiresAt: null }, NOW).authorized,
    ).toBe(true);
    const expiredWithRefresh = { accessToken: 'ya29', refreshToken: '1//r', expiresAt: NOW.getTime() - 1 };
    expect(calendarAuthState(client, expiredWithRefresh, NOW).authorized).toBe(true);
    const fresh = { accessToken: 'ya29', refreshToken: null, expiresAt: NOW.getTime() + 60_000 };
    expect(calendarAuthState(client, fresh, NOW)).toMatchObject({ authorized: true, reason: null });
  });
});

describe('calendarRedirectUri', () => {
  it('uses a registered redirect URI to the callback page', () => {
    const registered = {
      ...client,
      redirectUris: ['http://localhost', 'https://ops.example.com/auth/calendar/callback'],
    };
    expect(calendarRedirectUri(registered, 'http://localhost:8080')).toBe(
      'https://ops.example.com/auth/calendar/callback',
    );
  });

  it('otherwise the callback page under the public URL', () => {
    expect(
      calendarRedirectUri(
        { ...client, redirectUris: ['urn:ietf:wg:oauth:2.0:oob', 'not a url'] },
        'https://ops.example.com',
      ),
    ).toBe('https://ops.example.com/auth/calendar/callback');
  });
});
