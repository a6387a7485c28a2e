import type { GoogleOAuthClient, GoogleOAuthToken } from '@callops/contracts/calendar';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fakes/fake-google';
import { ANSWER_TIMEOUT_MS, STALL_TIMEOUT_MS } from '../../../test/fakes/vendor-timeouts';
import { vendorUrlsFrom } from '../../../test/fakes/vendor-urls';
import { ProviderError } from '../provider-error';
import { createGoogleCalendar, type GoogleCalendarUrls } from './google-calendar';
import { createGoogleOAuth, type GoogleTokenSet, googleTokenJson } from './google-oauth-client';

const NOW = new Date('2026-03-11T15:30:00.000Z');
const REDIRECT = 'https://ops.example.com/auth/calendar/callback';
const CLIENT: GoogleOAuthClient = {
  type: 'web',
  clientId: '1234-abc.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-fake-google-secret',
  redirectUris: [REDIRECT],
};
const HOUR = 3_600_000;

const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    },
  );

describe('the live Google adapters against the fake Google', () => {
  let google: FakeGoogle;
  let urls: GoogleCalendarUrls;
  const oauth = (fetchImpl: typeof fetch = fetch, timeoutMs = ANSWER_TIMEOUT_MS) =>
    createGoogleOAuth(CLIENT, urls, fetchImpl, { timeoutMs });

  beforeEach(async () => {
    google = await startFakeGoogle({
      clients: [
        {
          clientId: CLIENT.clientId,
          clientSecret: CLIENT.clientSecret,
          redirectUris: CLIENT.redirectUris,
        },
      ],
      events: [
        { summary: 'Yesterday', start: { dateTime: at(-26) }, end: { dateTime: at(-25) } },
        ...Array.from({ length: 9 }, (_, i) => ({
          summary: `Visit ${i + 1}`,
          location: `${i + 1} King St`,
          // Seeded out of order: the adapter asks Google for start order.
          start: { dateTime: at(48 - i * 4), timeZone: 'America/Toronto' },
          end: { dateTime: at(49 - i * 4), timeZone: 'America/Toronto' },
        })),
        { summary: 'All day', start: { date: '2026-03-13' }, end: { date: '2026-03-14' } },
        { summary: 'Next month', start: { dateTime: at(24 * 30) }, end: { dateTime: at(24 * 30 + 1) } },
      ],
    });
    const configured = vendorUrlsFrom(google.env);
    urls = {
      oauth: configured.googleOAuth,
      token: configured.googleToken,
      calendar: configured.googleCalendar,
    };
  });
  afterEach(() => google.close());

  /** A token from a real exchange at the fake (a refresh token too: offline access). */
  const authorize = () => oauth().exchangeCode(google.issueCode(CLIENT.clientId, REDIRECT), REDIRECT, NOW);

  const calendarWith = (
    token: GoogleOAuthToken,
    saved: GoogleTokenSet[] = [],
    fetchImpl: typeof fetch = fetch,
    timeoutMs = ANSWER_TIMEOUT_MS,
    calendarId?: string,
  ) =>
    createGoogleCalendar({ client: CLIENT, token, ...(calendarId ? { calendarId } : {}) }, urls, {
      now: () => NOW,
      saveToken: async (fresh) => {
        saved.push(fresh);
      },
      fetchImpl,
      timeoutMs,
    });

  const tokenRequests = () => google.requests.filter((r) => r.path === '/token');

  describe('OAuth', () => {
    it('builds the consent URL for offline access, which Google answers with a code and the state', async () => {
      const url = new URL(oauth().consentUrl(REDIRECT, 'signed-state'));
      expect(url.origin + url.pathname).toBe(`${google.url}/o/oauth2/v2/auth`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: CLIENT.clientId,
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'https://www.googleapis.com/auth/calendar',
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state: 'signed-state',
      });
      expect(url.toString()).not.toContain(CLIENT.clientSecret);
      const consent = await fetch(url, { redirect: 'manual' });
      expect(consent.status).toBe(302);
      const back = new URL(consent.headers.get('location') ?? '');
      expect(back.origin + back.pathname).toBe(REDIRECT);
      expect(back.searchParams.get('state')).toBe('signed-state');
      expect(back.searchParams.get('code')).toMatch(/^4\/0A/);
    });

    it('exchanges a code once, form-encoded with the client and the redirect URI', async () => {
      const code = google.issueCode(CLIENT.clientId, REDIRECT);
      const token = await oauth().exchangeCode(code, REDIRECT, NOW);
      expect(token).toEqual({
        accessToken: expect.stringMatching(/^ya29\./),
        refreshToken: expect.stringMatching(/^1\/\/0g/),
        expiresAt: NOW.getTime() + 3599 * 1000,
        scope: 'https://www.googleapis.com/auth/calendar',
      });
      const [request] = tokenRequests();
      expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(request?.rawBody))).toEqual({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      });
      // Codes are single-use: the second exchange is invalid_grant, and nothing secret is in the error.
      const again = await failure(oauth().exchangeCode(code, REDIRECT, NOW));
      expect(again.options).toMatchObject({ status: 400, code: 'invalid_grant', retryable: false });
      expect(again.message).not.toContain(code);
      expect(again.message).not.toContain(CLIENT.clientSecret);
    });

    it('gets no refresh token without offline access, and refuses another redirect URI', async () => {
      const online = await oauth().exchangeCode(
        google.issueCode(CLIENT.clientId, REDIRECT, false),
        REDIRECT,
        NOW,
      );
      expect(online.refreshToken).toBeNull();
      const mismatch = await failure(
        oauth().exchangeCode(google.issueCode(CLIENT.clientId, REDIRECT), 'https://evil.example/cb', NOW),
      );
      expect(mismatch.options).toMatchObject({ status: 400, code: 'redirect_uri_mismatch' });
    });

    it('refreshes, keeping the refresh token Google does not send again; a revoked one is invalid_grant', async () => {
      const first = await authorize();
      const later = new Date(NOW.getTime() + HOUR);
      const fresh = await oauth().refresh(first.refreshToken ?? '', later);
      expect(fresh.accessToken).not.toBe(first.accessToken);
      expect(fresh.refreshToken).toBe(first.refreshToken);
      expect(fresh.expiresAt).toBe(later.getTime() + 3599 * 1000);
      expect(Object.fromEntries(new URLSearchParams(tokenRequests()[1]?.rawBody))).toMatchObject({
        grant_type: 'refresh_token',
        refresh_token: first.refreshToken,
      });
      google.revokeRefreshTokens();
      const revoked = await failure(oauth().refresh(first.refreshToken ?? '', later));
      expect(revoked.options.code).toBe('invalid_grant');
      expect(revoked.message).not.toContain(first.refreshToken);
    });

    it('reports a wrong client secret and an unreachable or silent token endpoint', async () => {
      const wrong = createGoogleOAuth({ ...CLIENT, clientSecret: 'GOCSPX-wrong' }, urls, fetch, {
        timeoutMs: ANSWER_TIMEOUT_MS,
      });
      const refused = await failure(
        wrong.exchangeCode(google.issueCode(CLIENT.clientId, REDIRECT), REDIRECT, NOW),
      );
      expect(refused.options).toMatchObject({ status: 401, code: 'invalid_client' });
      expect(refused.message).not.toContain('GOCSPX-wrong');
      google.failNext('stall');
      const silent = await failure(oauth(fetch, STALL_TIMEOUT_MS).refresh('1//0g-any', NOW));
      expect(silent.options).toMatchObject({ code: 'ETIMEDOUT', retryable: true });
    });

    it('writes the token JSON the console stores, in the names Google uses', () => {
      expect(
        JSON.parse(
          googleTokenJson({ accessToken: 'ya29.a', refreshToken: '1//r', expiresAt: 5, scope: 'calendar' }),
        ),
      ).toEqual({
        access_token: 'ya29.a',
        refresh_token: '1//r',
        token_type: 'Bearer',
        scope: 'calendar',
        expiry_date: 5,
      });
    });
  });

  describe('Calendar', () => {
    it('counts the calendars with the bearer token, never refreshing', async () => {
      const token = await authorize();
      await expect(calendarWith(token).countCalendars()).resolves.toBe(2);
      const [request] = google.requests.filter((r) => r.path.endsWith('/calendarList'));
      expect(request?.headers.authorization).toBe(`Bearer ${token.accessToken}`);
      expect(request?.query.get('maxResults')).toBe('250');
      google.expireAccessTokens();
      const refused = await failure(calendarWith(token).countCalendars());
      expect(refused.options).toMatchObject({ status: 401, code: 'authError' });
      expect(tokenRequests()).toHaveLength(1);
    });

    it('lists the next events in start order, following every page, and answers one slice of them', async () => {
      const calendar = calendarWith(await authorize());
      const window = { from: NOW, to: new Date(NOW.getTime() + 7 * 24 * HOUR) };
      const first = await calendar.upcomingEvents({ ...window, offset: 0, limit: 3 });
      expect(first.total).toBe(10);
      expect(first.events.map((e) => e.summary)).toEqual(['Visit 9', 'Visit 8', 'Visit 7']);
      expect(first.events[0]).toEqual({
        id: expect.any(String),
        summary: 'Visit 9',
        description: null,
        location: '9 King St',
        start: { dateTime: at(16), timeZone: 'America/Toronto' },
        end: { dateTime: at(17), timeZone: 'America/Toronto' },
      });
      const last = await calendar.upcomingEvents({ ...window, offset: 9, limit: 3 });
      expect(last.events.map((e) => e.summary)).toEqual(['Visit 1']);
      const lists = google.requests.filter((r) => r.path === '/calendar/v3/calendars/primary/events');
      const [firstPage, secondPage] = lists;
      expect(Object.fromEntries(firstPage?.query ?? [])).toEqual({
        timeMin: NOW.toISOString(),
        timeMax: window.to.toISOString(),
        singleEvents: 'true',
        orderBy: 'startTime',
        maxResults: '2500',
      });
      // The fake answers short pages, as Google may: the adapter follows nextPageToken.
      expect(secondPage?.query.get('pageToken')).toBeTruthy();
      expect(lists.length).toBeGreaterThan(2);
    });

    it("reads the calendar's busy times from free/busy, for the chosen calendar only", async () => {
      const token = await authorize();
      google.addEvent({ start: { dateTime: at(1) }, end: { dateTime: at(2) } });
      google.addEvent({
        calendarId: 'team@example.com',
        start: { dateTime: at(2) },
        end: { dateTime: at(3) },
      });
      const window = { from: NOW, to: new Date(NOW.getTime() + 3 * HOUR) };
      expect(await calendarWith(token).busyTimes(window.from, window.to)).toEqual([
        { start: new Date(at(1)), end: new Date(at(2)) },
      ]);
      const team = calendarWith(token, [], fetch, ANSWER_TIMEOUT_MS, 'team@example.com');
      expect(await team.busyTimes(window.from, window.to)).toEqual([
        { start: new Date(at(2)), end: new Date(at(3)) },
      ]);
      const asked = google.requests.filter((r) => r.path === '/calendar/v3/freeBusy').at(-1);
      expect(JSON.parse(asked?.rawBody ?? '{}')).toEqual({
        timeMin: window.from.toISOString(),
        timeMax: window.to.toISOString(),
        items: [{ id: 'team@example.com' }],
      });
      const unknown = calendarWith(token, [], fetch, ANSWER_TIMEOUT_MS, 'nobody@example.com');
      expect((await failure(unknown.busyTimes(window.from, window.to))).message).toMatch(/could not be read/);
    });

    it('writes to the chosen calendar and finds the events deleted there', async () => {
      const team = calendarWith(await authorize(), [], fetch, ANSWER_TIMEOUT_MS, 'team@example.com');
      const kept = await team.insertEvent({
        summary: 'Kept',
        description: '',
        start: at(30),
        end: at(31),
        timeZone: 'America/Toronto',
      });
      const gone = await team.insertEvent({
        summary: 'Gone',
        description: '',
        start: at(32),
        end: at(33),
        timeZone: 'America/Toronto',
      });
      expect(google.events.find((e) => e.id === kept.eventId)?.calendarId).toBe('team@example.com');
      google.removeEvent(gone.eventId);
      const window = { from: NOW, to: new Date(NOW.getTime() + 48 * HOUR) };
      expect(await team.missingEvents([kept.eventId, gone.eventId], window.from, window.to)).toEqual([
        gone.eventId,
      ]);
    });

    it('refreshes an expired access token before the call, and keeps the new one', async () => {
      const token = await authorize();
      const saved: GoogleTokenSet[] = [];
      const expired = { ...token, expiresAt: NOW.getTime() - 1 };
      google.expireAccessTokens();
      const calendar = calendarWith(expired, saved);
      expect(calendar.accessTokenExpired()).toBe(true);
      await calendar.upcomingEvents({
        from: NOW,
        to: new Date(NOW.getTime() + HOUR * 24),
        offset: 0,
        limit: 5,
      });
      expect(saved).toHaveLength(1);
      expect(saved[0]?.refreshToken).toBe(token.refreshToken);
      expect(tokenRequests()).toHaveLength(2);
      expect(calendar.accessTokenExpired()).toBe(false);
    });

    it('refreshes exactly once when Google answers 401 authError, then retries', async () => {
      const token = await authorize();
      google.expireAccessTokens();
      const saved: GoogleTokenSet[] = [];
      const { eventId } = await calendarWith(token, saved).insertEvent({
        summary: 'Consultation: Maple Plumbing',
        description: 'Booked by the calling assistant.',
        start: at(26),
        end: at(27),
        timeZone: 'America/Toronto',
      });
      expect(saved).toHaveLength(1);
      expect(tokenRequests()).toHaveLength(2);
      const inserts = google.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/events'));
      expect(inserts).toHaveLength(2);
      expect(inserts[1]?.headers.authorization).toBe(`Bearer ${saved[0]?.accessToken}`);
      expect(inserts[1]?.query.get('sendUpdates')).toBe('none');
      expect(JSON.parse(inserts[1]?.rawBody ?? '')).toEqual({
        summary: 'Consultation: Maple Plumbing',
        description: 'Booked by the calling assistant.',
        start: { dateTime: at(26), timeZone: 'America/Toronto' },
        end: { dateTime: at(27), timeZone: 'America/Toronto' },
      });
      expect(google.events.find((e) => e.id === eventId)?.summary).toBe('Consultation: Maple Plumbing');
    });

    it('gives up after one refresh when Google still refuses the new token', async () => {
      const token = await authorize();
      google.expireAccessTokens();
      // Every token the fake issues from now on is refused at once.
      const expiring: typeof fetch = async (input, init) => {
        const res = await fetch(input, init);
        if (String(input).endsWith('/token')) google.expireAccessTokens();
        return res;
      };
      const refused = await failure(
        calendarWith(token, [], expiring).upcomingEvents({
          from: NOW,
          to: new Date(NOW.getTime() + HOUR),
          offset: 0,
          limit: 5,
        }),
      );
      expect(refused.options).toMatchObject({ status: 401, code: 'authError' });
      expect(tokenRequests()).toHaveLength(2);
    });

    it('cannot refresh without a refresh token, nor with a revoked one', async () => {
      const token = await authorize();
      google.expireAccessTokens();
      const online = await failure(
        calendarWith({ ...token, refreshToken: null }).upcomingEvents({
          from: NOW,
          to: new Date(NOW.getTime() + HOUR),
          offset: 0,
          limit: 5,
        }),
      );
      expect(online.options.code).toBe('invalid_grant');
      google.revokeRefreshTokens();
      const revoked = await failure(
        calendarWith(token).upcomingEvents({
          from: NOW,
          to: new Date(NOW.getTime() + HOUR),
          offset: 0,
          limit: 5,
        }),
      );
      expect(revoked.options.code).toBe('invalid_grant');
    });

    it('maps Calendar errors by status and reason, with no token in the message', async () => {
      const token = await authorize();
      const calendar = calendarWith(token);
      const week = { from: NOW, to: new Date(NOW.getTime() + 7 * 24 * HOUR), offset: 0, limit: 5 };
      const cases: [Parameters<FakeGoogle['failNext']>[0], Partial<ProviderError['options']>][] = [
        ['rate-limited', { status: 403, code: 'rateLimitExceeded', retryable: true }],
        ['too-many-requests', { status: 429, code: 'rateLimitExceeded', retryable: true }],
        ['not-found', { status: 404, code: 'notFound', retryable: false }],
        ['time-range-empty', { status: 400, code: 'timeRangeEmpty', retryable: false }],
        ['server-error', { status: 500, code: 'backendError', retryable: true }],
      ];
      for (const [name, expected] of cases) {
        google.failNext(name);
        const error = await failure(calendar.upcomingEvents(week));
        expect(error.options).toMatchObject(expected);
        expect(error.message).not.toContain(token.accessToken);
      }
      const empty = await failure(calendar.upcomingEvents({ ...week, to: NOW }));
      expect(empty.options.code).toBe('timeRangeEmpty');
      google.failNext('stall');
      const stalled = calendarWith(token, [], fetch, STALL_TIMEOUT_MS).countCalendars();
      expect((await failure(stalled)).options.code).toBe('ETIMEDOUT');
    });
  });
});
