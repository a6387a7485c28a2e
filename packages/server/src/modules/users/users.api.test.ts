import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';

const login = (t: TestApp, username: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/auth/login',
    as: null,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });

describe('users API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('lists users for admins only', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/users' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { username: string }) => u.username)).toEqual([
      'admin1',
      'operator1',
      'viewer1',
    ]);
    for (const as of ['operator', 'viewer'] as const) {
      const denied = await t.call({ method: 'GET', url: '/api/v1/users', as });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ success: false });
    }
  });

  it('creates a user who can then sign in, and records it in the audit log', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/users',
      payload: { username: 'dana', email: 'dana@example.com', role: 'operator', password: 'long-enough-pw' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'dana', role: 'operator', disabled: false });
    expect((await login(t, 'dana', 'long-enough-pw')).statusCode).toBe(200);
    const audit = await t.database.executeSql(
      "select action, entity_key from audit_log where entity = 'user'",
    );
    expect(audit.rows).toEqual([{ action: 'create', entity_key: 'dana' }]);
  });

  it('creates a name once when fifty requests race for it: one success, the others 409', async () => {
    const payload = { username: 'racer', role: 'viewer', password: 'long-enough-pw' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call({ method: 'POST', url: '/api/v1/users', payload })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({
        success: false,
        message: expect.stringContaining('already exists'),
        request_id: expect.any(String),
      });
    }
    const rows = await t.database.executeSql("select count(*)::int as n from users where username = 'racer'");
    expect(rows.rows[0]).toEqual({ n: 1 });
  });

  it('refuses bad input with the failing fields and writes nothing', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/users',
      payload: { username: 'x', role: 'boss', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .detail.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['password', 'role', 'username']);
    const dup = await t.call({
      method: 'POST',
      url: '/api/v1/users',
      payload: { username: 'Viewer1', role: 'viewer', password: 'long-enough-pw' },
    });
    expect(dup.statusCode).toBe(409);
    const count = await t.database.executeSql('select count(*)::int as n from users');
    expect(count.rows[0]?.n).toBe(3);
  });

  it('answers 400 for a malformed JSON body', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "dana",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Malformed JSON body',
      request_id: expect.any(String),
    });
  });

  it("changes a role, which takes effect on the next request and shows on the user's /auth/me", async () => {
    const me = async () =>
      (await t.call({ method: 'GET', url: '/api/v1/auth/me', as: 'viewer' })).json().data;
    // Read once before: /auth/me answers from the cache the token check fills.
    expect((await me()).role).toBe('viewer');
    const res = await t.call({
      method: 'PUT',
      url: `/api/v1/users/${t.userIds.viewer}/role`,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/users', as: 'viewer' })).statusCode).toBe(200);
    expect(await me()).toEqual(res.json().data);
  });

  it('resets a password: the old token and password stop working, the new password works', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/users/${t.userIds.operator}/reset-password`,
      payload: { password: 'brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', as: 'operator' })).statusCode).toBe(401);
    expect((await login(t, 'operator1', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'operator1', 'brand-new-password')).statusCode).toBe(200);
  });

  it('disables a user: their token stops working at once and for good, they cannot sign in until enabled', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', as: 'viewer' })).statusCode).toBe(200);
    const res = await t.call({ method: 'POST', url: `/api/v1/users/${t.userIds.viewer}/disable` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.disabled).toBe(true);
    const me = await t.call({ method: 'GET', url: '/api/v1/auth/me', as: 'viewer' });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('This account is disabled');
    expect((await login(t, 'viewer1', TEST_PASSWORD)).statusCode).toBe(401);
    await t.call({ method: 'POST', url: `/api/v1/users/${t.userIds.viewer}/enable` });
    // Enabling lets them sign in again; the token they held before stays revoked.
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', as: 'viewer' })).statusCode).toBe(401);
    const again = await login(t, 'viewer1', TEST_PASSWORD);
    expect(again.statusCode).toBe(200);
    const fresh = again.json().data.access_token as string;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${fresh}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps the last active admin: no self-disable, no demotion of the only admin', async () => {
    const self = await t.call({ method: 'POST', url: `/api/v1/users/${t.userIds.admin}/disable` });
    expect(self.statusCode).toBe(409);
    const demote = await t.call({
      method: 'PUT',
      url: `/api/v1/users/${t.userIds.admin}/role`,
      payload: { role: 'viewer' },
    });
    expect(demote.statusCode).toBe(409);
    const role = await t.database.executeSql('select role from users where id = $1', [t.userIds.admin]);
    expect(role.rows[0]?.role).toBe('admin');
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    expect((await t.call({ method: 'POST', url: '/api/v1/users/9999/disable' })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/v1/users/abc/disable' })).statusCode).toBe(400);
  });
});
