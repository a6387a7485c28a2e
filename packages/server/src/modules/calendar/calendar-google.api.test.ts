import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fakes/fake-google';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { calendarProvider } from '../../providers/providers';

// The whole OAuth web flow and the calendar API against the fake Google, reached through configuration
// (GOOGLE_OAUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_CALENDAR_BASE_URL), as an operator would point them at a sandbox.

const PUBLIC_URL = 'https://ops.example.com';
const CALLBACK = `${PUBLIC_URL}/auth/calendar/callback`;
const CLIENT_SECRET = 'GOCSPX-calendar-SECRET-7781';
const client = {
  client_id: '9876543210-fake.apps.googleusercontent.com',
  client_secret: CLIENT_SECRET,
  redirect_uris: [CALLBACK],
};
const HOUR = 3_600_000;
const NOW = Date.parse(TEST_NOW);
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();

describe('calendar API against the fake Google', () => {
  let t: TestApp;
  let google: FakeGoogle;
  const bodies: string[] = [];

  const call = async (opts: Parameters<TestApp['call']>[0]) => {
    const res = await t.call(opts);
    bodies.push(res.body);
    return res;
  };
  const status = async () =>
    (await call({ method: 'GET', url: '/api/v1/calendar/auth-status', as: 'viewer' })).json().data;
  const events = (query = 'page=1&limit=3', as: 'admin' | 'viewer' = 'viewer') =>
    call({ method: 'GET', url: `/api/v1/calendar/events/next-7-days?${query}`, as });
  const snapshot = async () => ({
    calendar: (await t.database.executeSql('select * from calendar_credentials')).rows,
    audit: (await t.database.executeSql('select count(*)::int as n from audit_log')).rows,
  });

  /** Asks for the consent URL and follows it at the fake Google, as the browser does: the callback's code and state. */
  async function consent(as: 'admin' = 'admin') {
    const url = (await call({ method: 'GET', url: '/api/v1/calendar/auth-url', as })).json().data.auth_url;
    const answer = await fetch(url, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(CALLBACK);
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  }
  const submitCode = (body: { code: string; state: string }, as: 'admin' | 'operator' = 'admin') =>
    call({ method: 'POST', url: '/api/v1/calendar/auth-code', payload: body, as });

  async function authorize() {
    const res = await submitCode(await consent());
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    google = await startFakeGoogle({
      clients: [
        { clientId: client.client_id, clientSecret: CLIENT_SECRET, redirectUris: client.redirect_uris },
      ],
      events: [
        { summary: 'Last week', start: { dateTime: at(-170) }, end: { dateTime: at(-169) } },
        ...Array.from({ length: 7 }, (_, i) => ({
          summary: `Estimate ${i + 1}`,
          description: 'On site',
          start: { dateTime: at(2 + i * 20) },
          end: { dateTime: at(3 + i * 20) },
        })),
        { summary: 'In ten days', start: { dateTime: at(240) }, end: { dateTime: at(241) } },
      ],
    });
    t = await createTestApp({ env: { PUBLIC_URL, ...google.env } });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });
  beforeEach(async () => {
    await t.database.executeSql('delete from calendar_credentials');
    await t.database.executeSql('delete from appointments');
    await call({
      method: 'POST',
      url: '/api/v1/calendar/credentials',
      payload: { credentials_json: JSON.stringify({ web: client }) },
    });
    google.requests.length = 0;
  });

  it('authorizes through the consent URL and the callback code, then reads the calendars and the events', async () => {
    expect((await status()).reason).toBe(CALENDAR_MESSAGES.noTokenReason);
    const { code, state } = await consent();
    const res = await submitCode({ code, state });
    expect(res.json()).toEqual({
      success: true,
      message: CALENDAR_MESSAGES.authorized,
      data: { message: CALENDAR_MESSAGES.authorized, authorized: true },
    });
    const exchange = google.requests.find((r) => r.path === '/token');
    expect(new URLSearchParams(exchange?.rawBody).get('redirect_uri')).toBe(CALLBACK);

    expect(await status()).toEqual({
      status: { authorized: true, reason: null, calendars_count: 2, api_access: true },
      authorized: true,
      reason: null,
    });

    const first = (await events()).json().data;
    expect(first).toMatchObject({
      source: 'google',
      page: 1,
      total_pages: 3,
      total_events: 7,
      has_next: true,
      has_prev: false,
    });
    expect(first.events.map((e: { summary: string }) => e.summary)).toEqual([
      'Estimate 1',
      'Estimate 2',
      'Estimate 3',
    ]);
    expect(first.events[0]).toEqual({
      id: expect.any(String),
      summary: 'Estimate 1',
      description: 'On site',
      location: null,
      start: { dateTime: at(2) },
      end: { dateTime: at(3) },
    });
    const last = (await events('page=3&limit=3')).json().data;
    expect(last).toMatchObject({ page: 3, has_next: false, has_prev: true });
    expect(last.events.map((e: { summary: string }) => e.summary)).toEqual(['Estimate 7']);
    // The API's own defaults: page 1 of 5.
    const defaults = (await events('')).json().data;
    expect([defaults.page, defaults.events.length, defaults.total_pages]).toEqual([1, 5, 2]);
    const list = google.requests.find((r) => r.path.endsWith('/events'));
    expect(list?.query.get('timeMin')).toBe(TEST_NOW);
    expect(list?.query.get('timeMax')).toBe(at(7 * 24));

    const audit = await t.database.executeSql(
      "select action, entity_key, new_value from audit_log where action = 'authorize'",
    );
    expect(audit.rows).toEqual([
      { action: 'authorize', entity_key: 'token', new_value: expect.stringMatching(/^1\/\/0\*{4}/) },
    ]);
  });

  it('refuses a tampered, foreign or expired state before asking Google, and changes nothing', async () => {
    const { code, state } = await consent();
    const before = await snapshot();
    const [user, expires, nonce, signature] = state.split('.');
    const tampered = [
      `${state.slice(0, -2)}xx`,
      [user, Number(expires) + 600, nonce, signature].join('.'),
      [String(Number(user) + 1), expires, nonce, signature].join('.'),
      'forged-state',
    ];
    for (const bad of tampered) {
      const res = await submitCode({ code, state: bad });
      expect([res.statusCode, res.json().message]).toEqual([400, CALENDAR_MESSAGES.stateInvalid]);
    }
    t.clock.advance(16 * 60_000);
    const late = await submitCode({ code, state });
    expect([late.statusCode, late.json().message]).toEqual([400, CALENDAR_MESSAGES.stateInvalid]);
    t.clock.set(TEST_NOW);
    expect(google.requests.filter((r) => r.path === '/token')).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The code is still good for the admin it was meant for.
    expect((await submitCode({ code, state })).statusCode).toBe(200);
  });

  it('answers 400 for a code Google refuses, and changes nothing', async () => {
    const { code, state } = await consent();
    await submitCode({ code, state });
    const before = await snapshot();
    const again = await submitCode({ code, state: (await consent()).state });
    expect([again.statusCode, again.json().message]).toEqual([400, CALENDAR_MESSAGES.codeRefused]);
    const unknown = await submitCode({ code: '4/0A-never-issued', state: (await consent()).state });
    expect(unknown.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(
      (await call({ method: 'POST', url: '/api/v1/calendar/auth-code', payload: { code: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('answers 502 when the token endpoint fails, 409 without credentials, 403 to non-admins', async () => {
    const body = await consent();
    google.failNext('server-error');
    const failed = await submitCode(body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/^Google OAuth: exchanging the authorization code: refused \(500/);
    expect((await submitCode(body, 'operator')).statusCode).toBe(403);
    await t.database.executeSql('delete from calendar_credentials');
    const none = await submitCode(body);
    expect([none.statusCode, none.json().message]).toEqual([409, CALENDAR_MESSAGES.noCredentialsReason]);
  });

  it('reports invalid_grant when Google refuses the access token, and the refresh restores access', async () => {
    await authorize();
    const tokenBefore = (await snapshot()).calendar[0]?.token_encrypted;
    google.expireAccessTokens();
    expect(await status()).toEqual({
      status: {
        authorized: true,
        reason: CALENDAR_MESSAGES.invalidGrantReason,
        calendars_count: null,
        api_access: false,
      },
      authorized: true,
      reason: CALENDAR_MESSAGES.invalidGrantReason,
    });
    // A viewer reads the calendar's state but may not make it reach Google.
    expect(
      (await call({ method: 'POST', url: '/api/v1/calendar/auth-refresh', as: 'viewer' })).statusCode,
    ).toBe(403);
    const refreshed = await call({ method: 'POST', url: '/api/v1/calendar/auth-refresh', as: 'operator' });
    expect(refreshed.json()).toEqual({
      success: true,
      message: CALENDAR_MESSAGES.tokenRefreshed,
      data: {
        status: { authorized: true, reason: null, calendars_count: 2, api_access: true },
        authorized: true,
        reason: null,
      },
    });
    expect((await snapshot()).calendar[0]?.token_encrypted).not.toBe(tokenBefore);
    expect((await status()).status.api_access).toBe(true);
  });

  it('reports invalid_grant for a token past its expiry without asking Google', async () => {
    await authorize();
    t.clock.advance(2 * HOUR);
    try {
      google.requests.length = 0;
      expect((await status()).reason).toBe(CALENDAR_MESSAGES.invalidGrantReason);
      expect(google.requests).toEqual([]);
      // The events call refreshes by itself (the job engine's bookings do the same).
      expect((await events()).json().data.total_events).toBe(7);
      expect(google.requests.map((r) => r.path)).toEqual([
        '/token',
        '/calendar/v3/calendars/primary/events',
        '/calendar/v3/calendars/primary/events',
      ]);
      expect((await status()).status).toMatchObject({ reason: null, api_access: true });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('drops a refresh token Google refuses: a new authorization is needed', async () => {
    await authorize();
    google.expireAccessTokens();
    google.revokeRefreshTokens();
    const res = await call({ method: 'POST', url: '/api/v1/calendar/auth-refresh' });
    expect(res.json()).toMatchObject({
      success: true,
      message: CALENDAR_MESSAGES.refreshRevokedReason,
      data: { authorized: false, reason: CALENDAR_MESSAGES.refreshRevokedReason },
    });
    expect((await status()).reason).toBe(CALENDAR_MESSAGES.noTokenReason);
    const audit = await t.database.executeSql(
      "select action, new_value from audit_log where action = 'token-revoked'",
    );
    expect(audit.rows).toEqual([{ action: 'token-revoked', new_value: null }]);
    const again = await call({ method: 'POST', url: '/api/v1/calendar/auth-refresh' });
    expect([again.statusCode, again.json().message]).toEqual([409, CALENDAR_MESSAGES.noTokenReason]);
  });

  it('answers 502 with the reason when Google fails on the events, and a status saying why', async () => {
    await authorize();
    google.failNext('rate-limited');
    const failed = await events();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toContain('rateLimitExceeded');
    google.failNext('server-error');
    expect((await status()).status).toMatchObject({
      authorized: true,
      api_access: false,
      reason: expect.stringContaining('could not be checked'),
    });
  });

  it('shows the booked appointments as events until Google is authorized', async () => {
    const insert = (hours: number, name: string) =>
      t.database.executeSql(
        `insert into appointments (lead_name, lead_number, company_name, service, appointment_datetime) values ('Jane Roe', '+14165550123', '${name}', 'Roofing', '${at(hours)}')`,
      );
    for (const [hours, name] of [
      [-3, 'Past Co'],
      [30, 'B Roofing'],
      [5, 'A Roofing'],
      [60, 'C Roofing'],
      [100, 'D Roofing'],
      [200, 'Later Co'],
    ] as const) {
      await insert(hours, name);
    }
    const page = (await events()).json().data;
    expect(page).toMatchObject({ source: 'simulated', total_events: 4, total_pages: 2, has_next: true });
    expect(page.events.map((e: { summary: string }) => e.summary)).toEqual([
      'Consultation: A Roofing',
      'Consultation: B Roofing',
      'Consultation: C Roofing',
    ]);
    expect(page.events[0]).toMatchObject({
      description: 'Roofing. Contact: Jane Roe, +14165550123',
      start: { dateTime: at(5), timeZone: 'America/Toronto' },
      end: { dateTime: at(6), timeZone: 'America/Toronto' },
    });
    expect(google.requests).toEqual([]);
  });

  it('writes bookings into Google once authorized, into the appointments table before', async () => {
    const booking = {
      summary: 'Consultation: Maple',
      description: 'Booked',
      start: at(26),
      end: at(27),
      timeZone: 'America/Toronto',
    };
    const simulated = await calendarProvider(t.systemContext());
    expect(simulated.mode).toBe('simulated');
    expect((await simulated.insertEvent(booking)).eventId).toMatch(/^sim-/);
    await authorize();
    const live = await calendarProvider(t.systemContext());
    expect(live.mode).toBe('live');
    const { eventId } = await live.insertEvent(booking);
    expect(google.events.find((e) => e.id === eventId)).toMatchObject({ summary: 'Consultation: Maple' });
  });

  it('never shows the client secret or a token in a response, a log line or the audit log', async () => {
    await authorize();
    google.expireAccessTokens();
    await status();
    await call({ method: 'POST', url: '/api/v1/calendar/auth-refresh' });
    await events();
    const issued = google.requests
      .filter((r) => r.path === '/token')
      .map((r) => new URLSearchParams(r.rawBody).get('refresh_token') ?? '')
      .filter(Boolean);
    const tokens = google.requests
      .map((r) => r.headers.authorization?.replace('Bearer ', '') ?? '')
      .filter(Boolean);
    const secrets = [CLIENT_SECRET, ...issued, ...tokens];
    expect(secrets.length).toBeGreaterThan(3);
    await t.logStore.flush();
    const logs = JSON.stringify((await t.database.executeSql('select * from logs')).rows);
    const audit = JSON.stringify((await t.database.executeSql('select * from audit_log')).rows);
    expect(logs).toContain('authorized Google Calendar');
    for (const secret of secrets) {
      const fragment = secret.slice(4, -4);
      for (const [where, text] of [
        ['logs', logs],
        ['audit', audit],
        ...bodies.map((b, i) => [`response ${i}`, b]),
      ]) {
        if (text?.includes(fragment)) throw new Error(`${where} contains a secret`);
      }
    }
  });
});
