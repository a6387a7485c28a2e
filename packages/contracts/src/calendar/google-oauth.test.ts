import { CALENDAR_MESSAGES } from './calendar';
import { parseGoogleClientCredentials, parseGoogleToken } from './google-oauth';

const client = {
  client_id: '1234-abc.apps.googleusercontent.com',
  client_secret: 'GOCSPX-secret-value',
  redirect_uris: ['http://localhost:8080/auth/calendar/callback'],
};

describe('parseGoogleClientCredentials', () => {
  it('accepts a web or an installed client with id, secret and redirect URIs', () => {
    expect(parseGoogleClientCredentials(JSON.stringify({ web: client }))).toEqual({
      ok: true,
      value: {
        type: 'web',
        clientId: client.client_id,
        clientSecret: client.client_secret,
        redirectUris: client.redirect_uris,
      },
    });
    const installed = parseGoogleClientCredentials(JSON.stringify({ installed: client }));
    expect(installed.ok && installed.value.type).toBe('installed');
  });

  it('asks for a file when the text is empty', () => {
    expect(parseGoogleClientCredentials('  ')).toEqual({
      ok: false,
      error: CALENDAR_MESSAGES.selectCredentialsFile,
    });
  });

  it('refuses text that is not a JSON object, without quoting it', () => {
    for (const text of ['{"web": GOCSPX-leak', '[1,2]', 'null', '"text"']) {
      const result = parseGoogleClientCredentials(text);
      expect(result).toEqual({ ok: false, error: CALENDAR_MESSAGES.credentialsNotJson });
    }
  });

  it('needs an installed or web section', () => {
    expect(parseGoogleClientCredentials(JSON.stringify({ other: client }))).toEqual({
      ok: false,
      error: CALENDAR_MESSAGES.credentialsNoClient,
    });
    expect(parseGoogleClientCredentials(JSON.stringify({ web: 'x' }))).toEqual({
      ok: false,
      error: CALENDAR_MESSAGES.credentialsNoClient,
    });
  });

  it('names the missing field', () => {
    const without = (field: keyof typeof client) =>
      parseGoogleClientCredentials(JSON.stringify({ web: { ...client, [field]: undefined } }));
    expect(without('client_id')).toEqual({
      ok: false,
      error: CALENDAR_MESSAGES.credentialsMissingField('client_id'),
    });
    expect(without('client_secret')).toEqual({
      ok: false,
      error: CALENDAR_MESSAGES.credentialsMissingField('client_secret'),
    });
    expect(without('redirect_uris')).toEqual({
      ok: false,
      error: CALENDAR_MESSAGES.credentialsMissingField('redirect_uris'),
    });
    expect(parseGoogleClientCredentials(JSON.stringify({ web: { ...client, redirect_uris: [''] } })).ok).toBe(
      false,
    );
  });
});

describe('parseGoogleToken', () => {
  it('accepts a token with an access token, a refresh token or both', () => {
    expect(parseGoogleToken('{"access_token":"ya29.a0","expiry_date":1700000000000}')).toEqual({
      ok: true,
      value: { accessToken: 'ya29.a0', refreshToken: null, expiresAt: 1700000000000 },
    });
    expect(parseGoogleToken('{"refresh_token":"1//0g"}')).toEqual({
      ok: true,
      value: { accessToken: null, refreshToken: '1//0g', expiresAt: null },
    });
    expect(
      parseGoogleToken('{"token":"ya29.b","refresh_token":"1//0h","expiry":"2026-03-11T16:00:00Z"}'),
    ).toEqual({
      ok: true,
      value: { accessToken: 'ya29.b', refreshToken: '1//0h', expiresAt: Date.parse('2026-03-11T16:00:00Z') },
    });
  });

  it('refuses empty text, text that is not JSON and JSON without a token', () => {
    expect(parseGoogleToken(' ')).toEqual({ ok: false, error: CALENDAR_MESSAGES.pasteToken });
    expect(parseGoogleToken('ya29.not-json')).toEqual({ ok: false, error: CALENDAR_MESSAGES.tokenNotJson });
    expect(parseGoogleToken('{"scope":"calendar","access_token":""}')).toEqual({
      ok: false,
      error: CALENDAR_MESSAGES.tokenWithoutTokens,
    });
  });
});
