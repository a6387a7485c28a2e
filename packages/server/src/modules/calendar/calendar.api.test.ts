import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const client = {
  client_id: '1234567890-abcdef.apps.googleusercontent.com',
  client_secret: 'GOCSPX-test-secret-value',
  redirect_uris: ['http://localhost:8080/auth/calendar/callback'],
};
const CREDENTIALS = JSON.stringify({ web: client });
const TOKEN = JSON.stringify({
  access_token: 'ya29.access',
  refresh_token: '1//refresh-token-value',
  expiry_date: 1,
});

/** A multipart body as a browser's FormData would send it. */
async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, 'credentials.json');
    else form.append(name, value);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function snapshot(t: TestApp) {
  const calendar = await t.database.executeSql('select * from calendar_credentials');
  const audit = await t.database.executeSql('select count(*)::int as n from audit_log');
  return { calendar: calendar.rows, audit: audit.rows[0]?.n };
}

describe('calendar setup API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://ops.example.com' } });
  });
  afterAll(() => t.close());
  // Every test starts from a deployment without calendar setup (one app per file keeps the suite fast).
  beforeEach(async () => {
    await t.database.executeSql('delete from calendar_credentials');
    await t.database.executeSql('delete from audit_log');
  });

  const status = async () =>
    (await t.call({ method: 'GET', url: '/api/v1/calendar/auth-status', as: 'viewer' })).json().data;
  const upload = async (fields: Record<string, string | Blob>) =>
    t.call({ method: 'POST', url: '/api/v1/calendar/credentials', ...(await multipart(fields)) });
  const setToken = async (fields: Record<string, string>) =>
    t.call({ method: 'POST', url: '/api/v1/calendar/set-token', ...(await multipart(fields)) });

  it('without credentials: the No credentials reason, and no consent URL', async () => {
    expect(await status()).toEqual({
      status: {
        authorized: false,
        reason: CALENDAR_MESSAGES.noCredentialsReason,
        calendars_count: null,
        api_access: false,
      },
      authorized: false,
      reason: CALENDAR_MESSAGES.noCredentialsReason,
    });
    const url = await t.call({ method: 'GET', url: '/api/v1/calendar/auth-url' });
    expect(url.statusCode).toBe(409);
    expect(url.json().message).toBe(CALENDAR_MESSAGES.noCredentialsReason);
  });

  it('stores an uploaded credentials file, then answers a Google consent URL for offline access', async () => {
    const res = await upload({ file: new Blob([CREDENTIALS], { type: 'application/json' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: CALENDAR_MESSAGES.credentialsSaved,
      data: { message: CALENDAR_MESSAGES.credentialsSaved, authorized: false },
    });
    expect((await status()).reason).toBe(CALENDAR_MESSAGES.noTokenReason);

    const consent = await t.call({ method: 'GET', url: '/api/v1/calendar/auth-url' });
    const url = new URL(consent.json().data.auth_url);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe(client.client_id);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/auth/calendar/callback');
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar');
    expect(consent.body).not.toContain(client.client_secret);
  });

  it('redirects to the callback under the public URL when the credentials list no callback URI', async () => {
    const installed = JSON.stringify({ installed: { ...client, redirect_uris: ['http://localhost'] } });
    expect((await upload({ credentials_json: installed })).statusCode).toBe(200);
    const consent = await t.call({ method: 'GET', url: '/api/v1/calendar/auth-url' });
    expect(new URL(consent.json().data.auth_url).searchParams.get('redirect_uri')).toBe(
      'https://ops.example.com/auth/calendar/callback',
    );
  });

  it('accepts credentials as JSON text too, and a pasted token as multipart or JSON', async () => {
    const json = await t.call({
      method: 'POST',
      url: '/api/v1/calendar/credentials',
      payload: { credentials_json: CREDENTIALS },
    });
    expect(json.statusCode).toBe(200);
    const pasted = await setToken({ token_json: TOKEN });
    expect(pasted.json()).toMatchObject({
      message: CALENDAR_MESSAGES.tokenSaved,
      data: { authorized: true },
    });
    // The pasted token has expired and holds a refresh token: the screen is asked to refresh it.
    expect(await status()).toMatchObject({
      authorized: true,
      reason: CALENDAR_MESSAGES.invalidGrantReason,
    });
    const asJson = await t.call({
      method: 'POST',
      url: '/api/v1/calendar/set-token',
      payload: { token_json: JSON.stringify({ refresh_token: '1//another-refresh' }) },
    });
    expect(asJson.statusCode).toBe(200);

    const audit = await t.database.executeSql(
      "select action, entity_key, old_value, new_value from audit_log where entity = 'calendar' order by id",
    );
    expect(audit.rows).toEqual([
      {
        action: 'upload-credentials',
        entity_key: 'credentials',
        old_value: null,
        new_value: 'web client 1234****.com',
      },
      { action: 'set-token', entity_key: 'token', old_value: null, new_value: '1//r****alue' },
      { action: 'set-token', entity_key: 'token', old_value: '1//r****alue', new_value: '1//a****resh' },
    ]);
  });

  it('drops the token when credentials of another OAuth client arrive', async () => {
    await upload({ credentials_json: CREDENTIALS });
    await setToken({ token_json: TOKEN });
    expect((await status()).authorized).toBe(true);
    await upload({ credentials_json: CREDENTIALS });
    expect((await status()).authorized).toBe(true);
    const other = JSON.stringify({
      web: { ...client, client_id: 'other-client.apps.googleusercontent.com' },
    });
    const res = await upload({ credentials_json: other });
    expect(res.json().data.authorized).toBe(false);
    expect((await status()).reason).toBe(CALENDAR_MESSAGES.noTokenReason);
  });

  it('refuses bad credentials and tokens with their messages and changes nothing', async () => {
    await upload({ credentials_json: CREDENTIALS });
    await setToken({ token_json: TOKEN });
    const before = await snapshot(t);
    const bad: [Promise<Awaited<ReturnType<typeof upload>>>, string][] = [
      [upload({}), CALENDAR_MESSAGES.selectCredentialsFile],
      [
        upload({ file: new Blob([''], { type: 'application/json' }) }),
        CALENDAR_MESSAGES.selectCredentialsFile,
      ],
      [
        upload({ file: new Blob(['not json'], { type: 'application/json' }) }),
        CALENDAR_MESSAGES.credentialsNotJson,
      ],
      [upload({ credentials_json: JSON.stringify({ client }) }), CALENDAR_MESSAGES.credentialsNoClient],
      [
        upload({ credentials_json: JSON.stringify({ web: { ...client, client_secret: '' } }) }),
        CALENDAR_MESSAGES.credentialsMissingField('client_secret'),
      ],
      [
        upload({ credentials_json: JSON.stringify({ installed: { ...client, redirect_uris: [] } }) }),
        CALENDAR_MESSAGES.credentialsMissingField('redirect_uris'),
      ],
      [setToken({}), CALENDAR_MESSAGES.pasteToken],
      [setToken({ token_json: '   ' }), CALENDAR_MESSAGES.pasteToken],
      [setToken({ token_json: 'ya29.not-json' }), CALENDAR_MESSAGES.tokenNotJson],
      [setToken({ token_json: '{"scope":"calendar"}' }), CALENDAR_MESSAGES.tokenWithoutTokens],
    ];
    for (const [pending, message] of bad) {
      const res = await pending;
      // The contract's own checks name the field ('Invalid request: token_json: …'); the service's are the message.
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const noBody = await t.call({ method: 'POST', url: '/api/v1/calendar/credentials', payload: {} });
    expect([noBody.statusCode, noBody.json().message]).toEqual([
      400,
      CALENDAR_MESSAGES.selectCredentialsFile,
    ]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('needs credentials before a token', async () => {
    const res = await setToken({ token_json: TOKEN });
    expect([res.statusCode, res.json().message]).toEqual([409, CALENDAR_MESSAGES.noCredentialsReason]);
    expect((await snapshot(t)).calendar).toEqual([]);
  });

  it('lets operators and viewers read the status but answers 403 to the setup calls', async () => {
    await upload({ credentials_json: CREDENTIALS });
    const before = await snapshot(t);
    for (const as of ['operator', 'viewer'] as const) {
      expect((await t.call({ method: 'GET', url: '/api/v1/calendar/auth-status', as })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/v1/calendar/auth-url', as })).statusCode).toBe(403);
      const body = await multipart({ credentials_json: CREDENTIALS });
      expect(
        (await t.call({ method: 'POST', url: '/api/v1/calendar/credentials', ...body, as })).statusCode,
      ).toBe(403);
      const token = await multipart({ token_json: TOKEN });
      expect(
        (await t.call({ method: 'POST', url: '/api/v1/calendar/set-token', ...token, as })).statusCode,
      ).toBe(403);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
