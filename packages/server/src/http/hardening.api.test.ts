import { SignJWT } from 'jose';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/helpers/test-app';

const envelope = { success: false, message: expect.any(String) };

describe('hardening: bad input is a clear 4xx in the envelope, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses NUL characters in bodies, paths and query strings, even without a token', async () => {
    const cases = [
      t.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        as: null,
        headers: { 'content-type': 'application/json' },
        payload: '{"username":"a\\u0000b","password":"x"}',
      }),
      t.call({ method: 'POST', url: '/api/v1/app-config', payload: { key: 'nul_test', value: 'a\u0000b' } }),
      t.call({
        method: 'PUT',
        url: '/api/v1/app-config/business_name',
        payload: { value: 'x', description: '\u0000' },
      }),
      t.call({ method: 'GET', url: '/api/v1/app-config/%00' }),
      t.call({ method: 'PUT', url: '/api/v1/app-config/%00', payload: { value: 'x' } }),
      t.call({ method: 'DELETE', url: '/api/v1/app-config/%00' }),
      t.call({ method: 'GET', url: '/api/v1/audit-log?entity=%00' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect([res.statusCode, res.json()]).toEqual([400, expect.objectContaining(envelope)]);
    }
  });

  it('answers a malformed multipart body with 400', async () => {
    const bodies = [
      { type: 'multipart/form-data', payload: 'no boundary at all' },
      {
        type: 'multipart/form-data; boundary=XX',
        payload: '--XX\r\nContent-Disposition: form-data; name="credentials_json"\r\n\r\nnever ends',
      },
      {
        type: 'multipart/form-data; boundary=XX',
        payload: '--YY\r\nContent-Disposition: form-data; name="token_json"\r\n\r\n{}\r\n--YY--\r\n',
      },
    ];
    for (const url of ['/api/v1/calendar/credentials', '/api/v1/calendar/set-token']) {
      for (const body of bodies) {
        const res = await t.call({
          method: 'POST',
          url,
          headers: { 'content-type': body.type },
          payload: body.payload,
        });
        expect([res.statusCode, res.json()]).toEqual([400, expect.objectContaining(envelope)]);
      }
    }
  });

  it('bounds every length: long keys, a 1 MB user name, long path parameters', async () => {
    const longKey = await t.call({
      method: 'POST',
      url: '/api/v1/app-config',
      payload: { key: 'k'.repeat(4000), value: 'x' },
    });
    expect(longKey.statusCode).toBe(400);
    const key101 = await t.call({
      method: 'POST',
      url: '/api/v1/app-config',
      payload: { key: 'k'.repeat(101), value: 'x' },
    });
    expect(key101.statusCode).toBe(400);
    const hugeName = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      payload: { username: 'u'.repeat(1_000_000), password: 'x' },
    });
    expect(hugeName.statusCode).toBe(400);
    const longParam = await t.call({ method: 'GET', url: `/api/v1/app-config/${'k'.repeat(5000)}` });
    expect([longParam.statusCode, longParam.json()]).toEqual([
      414,
      { success: false, message: 'A path parameter is too long' },
    ]);
    const stored = await t.database.executeSql(
      "select count(*)::int as n from app_config where key like 'kkk%'",
    );
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it('checks the token before the body: without one every route answers 401', async () => {
    for (const payload of [{}, { username: 'x' }, 'not json']) {
      const res = await t.call({ method: 'POST', url: '/api/v1/users', as: null, payload });
      expect([res.statusCode, res.json()]).toEqual([401, expect.objectContaining(envelope)]);
    }
    const viewer = await t.call({ method: 'POST', url: '/api/v1/users', as: 'viewer', payload: {} });
    expect(viewer.statusCode).toBe(403);
  });

  it('takes ids and keys in paths exactly as written', async () => {
    const before = await t.call({ method: 'GET', url: '/api/v1/users' });
    for (const id of ['0x2', '02', '%202', '%2B2', '2.0', '2e0', '-2', '99999999999']) {
      const res = await t.call({ method: 'POST', url: `/api/v1/users/${id}/disable` });
      expect([id, res.statusCode]).toEqual([id, 400]);
    }
    const keyWithSpace = await t.call({ method: 'DELETE', url: '/api/v1/app-config/%20business_name' });
    expect(keyWithSpace.statusCode).toBe(400);
    const negativeLimit = await t.call({ method: 'GET', url: '/api/v1/audit-log?limit=-1' });
    const hugeOffset = await t.call({ method: 'GET', url: '/api/v1/audit-log?offset=1e99' });
    expect([negativeLimit.statusCode, hugeOffset.statusCode]).toEqual([400, 400]);
    expect((await t.call({ method: 'GET', url: '/api/v1/users' })).body).toBe(before.body);
  });

  it('keeps router errors in the envelope', async () => {
    const badEncoding = await t.call({ method: 'GET', url: '/api/v1/app-config/%E0%A4%A' });
    expect([badEncoding.statusCode, badEncoding.json()]).toEqual([400, expect.objectContaining(envelope)]);
    const unknown = await t.call({ method: 'GET', url: '/api/v1/nothing-here' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, expect.objectContaining(envelope)]);
    const badJson = await t.call({
      method: 'POST',
      url: '/api/v1/app-config',
      headers: { 'content-type': 'application/json' },
      payload: '{"key":',
    });
    expect([badJson.statusCode, badJson.json()]).toEqual([
      400,
      { success: false, message: 'Malformed JSON body' },
    ]);
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const forever = await new SignJWT({ username: 'admin1', role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(t.userIds.admin))
      .setIssuer('callops-console')
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/auth/me',
      as: null,
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('marks API answers and the sign-in as not to be stored, and frames nothing', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      as: null,
      payload: { username: 'admin1', password: TEST_PASSWORD },
    });
    const me = await t.call({ method: 'GET', url: '/api/v1/auth/me' });
    const failed = await t.call({ method: 'GET', url: '/api/v1/users', as: 'viewer' });
    for (const res of [login, me, failed]) expect(res.headers['cache-control']).toBe('no-store');
    expect(me.headers['x-frame-options']).toBe('DENY');
    expect(me.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // PUBLIC_URL is plain http here: HSTS would mean nothing.
    expect(me.headers['strict-transport-security']).toBeUndefined();
  });
  describe('bodies nested too deep or too wide', () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const wide = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":${i}`).join(',')}}`;
    const bodies: [string, string][] = [
      ['100 levels', deep(100)],
      ['10,000 levels', deep(10_000)],
      ['100,000 levels of objects', deepObject(100_000)],
      ['100,000 keys', wide(100_000)],
    ];

    it.each(bodies)(
      'answers %s with a 400 in the envelope, on sign-in and on a protected route',
      async (_, payload) => {
        const targets = [
          { method: 'POST' as const, url: '/api/v1/auth/login', as: null },
          { method: 'PUT' as const, url: '/api/v1/app-config/business_name', as: 'admin' as const },
        ];
        for (const target of targets) {
          const res = await t.call({ ...target, payload, headers: { 'content-type': 'application/json' } });
          expect([target.url, res.statusCode]).toEqual([target.url, 400]);
          expect(res.json()).toMatchObject({
            success: false,
            message: expect.stringMatching(/^The JSON body /),
          });
        }
      },
    );
  });
  describe('form and multipart bodies too wide', () => {
    it('answers a form body of 100,000 fields with a 400 in the envelope', async () => {
      const payload = Array.from({ length: 100_000 }, (_, i) => `k${i}=${i}`).join('&');
      for (const url of ['/api/v1/auth/login']) {
        const res = await t.call({
          method: 'POST',
          url,
          as: null,
          payload,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.json()).toEqual({ success: false, message: 'The form body holds more than 256 fields' });
      }
    });

    it('answers a multipart body of more parts than its form has with a 400 in the envelope', async () => {
      const parts = Array.from(
        { length: 1_000 },
        (_, i) => `--XX\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${i}\r\n`,
      ).join('');
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/calendar/credentials',
        headers: { 'content-type': 'multipart/form-data; boundary=XX' },
        payload: `${parts}--XX--\r\n`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/^Malformed multipart body/),
      });
    });
  });
});

describe('hardening: sign-in spraying', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '6' } });
  });
  afterAll(() => t.close());

  it('limits one address trying many user names, not only one name', async () => {
    const attempt = (username: string, password = 'Winter2026!') =>
      t.call({ method: 'POST', url: '/api/v1/auth/login', as: null, payload: { username, password } });
    for (let i = 0; i < 6; i++) expect((await attempt(`person${i}`)).statusCode).toBe(401);
    const next = await attempt('person-new');
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    // The right password from that address waits too: the count is per address.
    expect((await attempt('admin1', TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('hardening: sign-in limits behind the gateway', () => {
  const attemptFrom =
    (t: TestApp) =>
    (client: string): Promise<number> =>
      t
        .call({
          method: 'POST',
          url: '/api/v1/auth/login',
          as: null,
          payload: { username: `someone-${client}`, password: 'Winter2026!' },
          headers: { 'x-forwarded-for': client },
        })
        .then((res) => res.statusCode);

  it('counts per client address the trusted gateway forwards (TRUST_PROXY)', async () => {
    const t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '3', TRUST_PROXY: '1' } });
    try {
      const attempt = attemptFrom(t);
      for (let i = 0; i < 3; i++) expect(await attempt('203.0.113.7')).toBe(401);
      expect(await attempt('203.0.113.7')).toBe(429);
      // Another operator behind the same gateway is not locked out with them.
      expect(await attempt('198.51.100.4')).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot pick its own address', async () => {
    const t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '3' } });
    try {
      const attempt = attemptFrom(t);
      for (let i = 0; i < 3; i++) expect(await attempt(`192.0.2.${i}`)).toBe(401);
      expect(await attempt('192.0.2.99')).toBe(429);
    } finally {
      await t.close();
    }
  });
});
