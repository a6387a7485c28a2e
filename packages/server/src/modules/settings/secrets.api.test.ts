import { maskSensitiveValue } from '@callops/contracts/core';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fakes/fake-google';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

// Distinctive secrets: if any of them shows up whole anywhere but encrypted at rest, the test fails.
const VAPI_KEY = 'vapi-sk-7f3c9a1e-SECRET-4b2d';
const SMTP_PASSWORD = 'smtp-pw-Zq81-SECRET-xx';
const CUSTOM_SECRET = 'custom-tok-SECRET-5150-abc';
const GOOGLE_SECRET = 'GOCSPX-google-SECRET-9911';
const REFRESH_TOKEN = '1//refresh-SECRET-4242-token';
const ALL = [VAPI_KEY, SMTP_PASSWORD, CUSTOM_SECRET, GOOGLE_SECRET, REFRESH_TOKEN];
// Parts long enough to be meaningful but longer than what a mask shows (4 + 4 characters).
const fragments = ALL.flatMap((secret) => [secret, secret.slice(2, 14), secret.slice(-12, -2)]);

function expectNoSecret(text: string, where: string) {
  for (const fragment of fragments) {
    if (text.includes(fragment)) throw new Error(`${where} contains '${fragment}'`);
  }
}

const credentials = JSON.stringify({
  web: {
    client_id: '1234567890-abcdef.apps.googleusercontent.com',
    client_secret: GOOGLE_SECRET,
    redirect_uris: ['http://localhost:8080/auth/calendar/callback'],
  },
});

describe('sensitive settings', () => {
  let t: TestApp;
  const responses: string[] = [];
  const call = async (opts: Parameters<TestApp['call']>[0]) => {
    const res = await t.call(opts);
    responses.push(res.body);
    return res;
  };

  let google: FakeGoogle;

  beforeAll(async () => {
    // The calendar status asks Google about the stored token: the fake one, which does not know it.
    google = await startFakeGoogle();
    t = await createTestApp({ env: google.env });
    await call({ method: 'PUT', url: '/api/v1/app-config/vapi_api_key', payload: { value: VAPI_KEY } });
    await call({ method: 'PUT', url: '/api/v1/app-config/smtp_password', payload: { value: SMTP_PASSWORD } });
    await call({
      method: 'POST',
      url: '/api/v1/app-config',
      payload: { key: 'partner_token', value: CUSTOM_SECRET, is_sensitive: true },
    });
    await call({
      method: 'POST',
      url: '/api/v1/calendar/credentials',
      payload: { credentials_json: credentials },
    });
    await call({
      method: 'POST',
      url: '/api/v1/calendar/set-token',
      payload: { token_json: JSON.stringify({ refresh_token: REFRESH_TOKEN, access_token: 'ya29.short' }) },
    });
    // Bad inputs must not echo the secret in their error either.
    await call({ method: 'PUT', url: '/api/v1/app-config/smtp_port', payload: { value: SMTP_PASSWORD } });
    await call({
      method: 'POST',
      url: '/api/v1/calendar/credentials',
      payload: { credentials_json: `{"web": ${GOOGLE_SECRET}` },
    });
    await call({ method: 'POST', url: '/api/v1/calendar/set-token', payload: { token_json: REFRESH_TOKEN } });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('answers them masked (first 4 and last 4) in every read', async () => {
    const list = await call({ method: 'GET', url: '/api/v1/app-config' });
    const byKey = new Map(list.json().data.map((e: { key: string; value: string }) => [e.key, e.value]));
    expect(byKey.get('vapi_api_key')).toBe(maskSensitiveValue(VAPI_KEY));
    expect(byKey.get('smtp_password')).toBe(maskSensitiveValue(SMTP_PASSWORD));
    expect(byKey.get('partner_token')).toBe(maskSensitiveValue(CUSTOM_SECRET));
    // Everyone but an admin learns only that a secret is set.
    for (const as of ['viewer', 'operator'] as const)
      expect(
        (await call({ method: 'GET', url: '/api/v1/app-config/vapi_api_key', as })).json().data.value,
      ).toBe('****');
    await call({ method: 'GET', url: '/api/v1/app-config/group/vapi' });
    await call({ method: 'GET', url: '/api/v1/app-config/group/email' });
    await call({ method: 'GET', url: '/api/v1/calendar/auth-status' });
    await call({ method: 'GET', url: '/api/v1/calendar/auth-url' });
  });

  it('keeps the stored secret when the mask comes back unchanged, replaces it with a new value, clears it when empty', async () => {
    const keep = await call({
      method: 'PUT',
      url: '/api/v1/app-config/vapi_api_key',
      payload: { value: maskSensitiveValue(VAPI_KEY), description: 'VAPI private key (rotated yearly)' },
    });
    expect(keep.json().data.value).toBe(maskSensitiveValue(VAPI_KEY));
    const stillLive = await call({ method: 'GET', url: '/console-config.json', as: null });
    expect(stillLive.statusCode).toBe(200);

    const rows = async () =>
      (await t.database.executeSql("select value from app_config where key = 'vapi_api_key'")).rows[0]
        ?.value as string;
    const stored = await rows();
    expect(stored.startsWith('enc:v1:')).toBe(true);
    expect(t.app.services.cipher.decrypt(stored)).toBe(VAPI_KEY);

    const replaced = await call({
      method: 'PUT',
      url: '/api/v1/app-config/vapi_api_key',
      payload: { value: 'vapi-new-key-000111' },
    });
    expect(replaced.json().data.value).toBe(maskSensitiveValue('vapi-new-key-000111'));
    expect(t.app.services.cipher.decrypt(await rows())).toBe('vapi-new-key-000111');

    const cleared = await call({
      method: 'PUT',
      url: '/api/v1/app-config/vapi_api_key',
      payload: { value: '' },
    });
    expect(cleared.json().data.value).toBe('');
    expect(await rows()).toBe('');
  });

  it('stores every secret encrypted', async () => {
    const config = await t.database.executeSql('select value from app_config where is_sensitive');
    const calendar = await t.database.executeSql(
      'select credentials_encrypted, token_encrypted from calendar_credentials',
    );
    expectNoSecret(JSON.stringify(config.rows), 'app_config');
    expectNoSecret(JSON.stringify(calendar.rows), 'calendar_credentials');
    expect(calendar.rows[0]?.token_encrypted).toMatch(/^enc:v1:/);
  });

  it('never sends one whole: not in a response, a log line, the audit log or the OpenAPI document', async () => {
    const audit = await call({ method: 'GET', url: '/api/v1/audit-log?limit=500' });
    expect(audit.json().data.length).toBeGreaterThan(5);
    const auditRows = await t.database.executeSql('select * from audit_log');
    const openapi = await call({ method: 'GET', url: '/api/docs/openapi.json', as: null });
    expect(openapi.statusCode).toBe(200);
    await t.logStore.flush();
    const logs = await t.database.executeSql('select * from logs');
    const logsApi = await call({ method: 'GET', url: '/api/v1/logs?limit=500' });
    expect(logs.rows.length).toBeGreaterThan(0);

    expect(() => expectNoSecret(`x${VAPI_KEY.slice(2, 14)}x`, 'the check itself')).toThrow();
    expect(responses.length).toBeGreaterThan(15);
    for (const [i, body] of responses.entries()) expectNoSecret(body, `response ${i}`);
    expectNoSecret(JSON.stringify(auditRows.rows), 'audit_log table');
    expectNoSecret(JSON.stringify(logs.rows), 'logs table');
    expectNoSecret(logsApi.body, 'GET /logs');
    expectNoSecret(openapi.body, 'openapi.json');
  });

  it('writes masked old and new values to the audit log', async () => {
    const res = await call({ method: 'GET', url: '/api/v1/audit-log?entity=app_config' });
    const vapi = res
      .json()
      .data.filter(
        (e: { entity_key: string; action: string }) =>
          e.entity_key === 'vapi_api_key' && e.action === 'update',
      );
    expect(vapi.map((e: { old_value: string; new_value: string }) => [e.old_value, e.new_value])).toEqual([
      [maskSensitiveValue('vapi-new-key-000111'), ''],
      [maskSensitiveValue(VAPI_KEY), maskSensitiveValue('vapi-new-key-000111')],
      ['', maskSensitiveValue(VAPI_KEY)],
    ]);
  });
});
