import { TOO_MANY_ATTEMPTS_MESSAGE } from '@callops/contracts/auth';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/helpers/test-app';

const login = (t: TestApp, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/auth/login',
    as: null,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'operator1', password }).toString(),
  });

const setValue = (t: TestApp, key: string, value: string) =>
  t.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } });

const tokenLifetime = (token: string) => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return payload.exp - payload.iat;
};

describe('security settings are used at the moment of sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JWT_TTL_SECONDS: '3600', LOGIN_MAX_FAILURES: '4' } });
  });
  afterAll(() => t.close());

  it('starts from the environment values on a new database', async () => {
    const lifetime = await t.call({ method: 'GET', url: '/api/v1/app-config/session_lifetime_minutes' });
    expect(lifetime.json().data.value).toBe('60');
    const attempts = await t.call({ method: 'GET', url: '/api/v1/app-config/login_max_attempts' });
    expect(attempts.json().data.value).toBe('4');
  });

  it('signs tokens for the session lifetime set now, without a restart', async () => {
    const first = await login(t, TEST_PASSWORD);
    expect(first.json().data.expires_in).toBe(3600);
    expect(tokenLifetime(first.json().data.access_token)).toBe(3600);

    expect((await setValue(t, 'session_lifetime_minutes', '15')).statusCode).toBe(200);
    const second = await login(t, TEST_PASSWORD);
    expect(second.json().data.expires_in).toBe(15 * 60);
    expect(tokenLifetime(second.json().data.access_token)).toBe(15 * 60);

    // The token really stops working after the lifetime set.
    const token = second.json().data.access_token;
    const me = () =>
      t.call({
        method: 'GET',
        url: '/api/v1/auth/me',
        as: null,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await me()).statusCode).toBe(401);
  });

  it('throttles after the number of failed sign-ins set now', async () => {
    expect((await setValue(t, 'login_max_attempts', '2')).statusCode).toBe(200);
    expect((await login(t, 'wrong-1')).statusCode).toBe(401);
    expect((await login(t, 'wrong-2')).statusCode).toBe(401);
    const refused = await login(t, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);

    // Raising the limit lets the next attempt through at once.
    expect((await setValue(t, 'login_max_attempts', '3')).statusCode).toBe(200);
    expect((await login(t, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
