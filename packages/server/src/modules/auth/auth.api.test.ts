import { INVALID_CREDENTIALS_MESSAGE } from '@callops/contracts/auth';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_FAILURE_WINDOW_SECONDS: '60' } });
  });
  afterAll(() => t.close());

  it('signs in with form fields and the token works on /auth/me', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      ...form({ username: 'admin1', password: TEST_PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      token_type: 'bearer',
      expires_in: 12 * 3600,
      user: { username: 'admin1', role: 'admin' },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${body.data.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ username: 'admin1', role: 'admin' });
    expect(me.json().data).not.toHaveProperty('password_hash');
  });

  it('accepts the username in any case', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      ...form({ username: 'OPERATOR1', password: TEST_PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 naming the missing field', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      ...form({ username: 'admin1' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().detail).toEqual([expect.objectContaining({ field: 'password' })]);
    expect(res.json().message).toContain('password');
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      ...form({ username: 'viewer1', password: 'nope-nope' }),
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      ...form({ username: 'ghost', password: 'nope-nope' }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      message: INVALID_CREDENTIALS_MESSAGE,
      request_id: expect.any(String),
    });
    // The same answer but for its own request id: nothing tells which usernames exist.
    const { request_id: _unknownId, ...unknownAnswer } = unknown.json();
    const { request_id: _wrongId, ...wrongAnswer } = wrong.json();
    expect(unknownAnswer).toEqual(wrongAnswer);
  });

  it('answers 429 with Retry-After after too many failures for one IP and username, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        as: null,
        ...form({ username: 'admin1', password: `bad-${i}` }),
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      ...form({ username: 'admin1', password: TEST_PASSWORD }),
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json().success).toBe(false);
    // Another username from the same address is not affected.
    const other = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      ...form({ username: 'operator1', password: TEST_PASSWORD }),
    });
    expect(other.statusCode).toBe(200);
    // Once the window has passed the pair may sign in again.
    t.clock.advance(61_000);
    const later = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      ...form({ username: 'admin1', password: TEST_PASSWORD }),
    });
    expect(later.statusCode).toBe(200);
  });

  describe('tokens', () => {
    it('refuses a request without a token', async () => {
      const res = await t.call({ method: 'GET', url: '/api/v1/auth/me', as: null });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    });

    it('refuses a malformed token', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: 'Bearer not.a.jwt' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid token');
    });

    it('refuses a forged token (signed with another secret)', async () => {
      const { createTokenService } = await import('../../access/tokens');
      const forger = createTokenService('f'.repeat(40), 3600, t.clock);
      const forged = await forger.sign({
        userId: t.userIds.admin,
        username: 'admin1',
        role: 'admin',
        tokenVersion: 0,
      });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const token = t.tokens.viewer;
      t.clock.advance(13 * 3600 * 1000);
      try {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Token expired');
      } finally {
        t.clock.advance(-13 * 3600 * 1000);
      }
    });
  });
});
