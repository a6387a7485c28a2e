import { randomBytes, randomUUID } from 'node:crypto';
import {
  bearerToken,
  type FakeResponse,
  type FakeServer,
  jsonBody,
  mediaType,
  type RecordedRequest,
  startFakeServer,
} from './fake-http-server';

/**
 * A local Google: the OAuth 2.0 consent endpoint (it consents at once and sends the browser back with a code), the
 * token endpoint (code exchange and refresh, single-use codes, redirect_uri checked against the one consented to,
 * refresh tokens only for offline access) and Calendar v3 (calendar list, events list with its time-range, ordering,
 * maxResults and paging rules, event insert), behind the access tokens it issued. One server, Google's paths:
 * GOOGLE_OAUTH_URL = <url>/o/oauth2/v2/auth, GOOGLE_TOKEN_URL = <url>/token, GOOGLE_CALENDAR_BASE_URL =
 * <url>/calendar/v3.
 */

export type GoogleFailure =
  | 'invalid-grant'
  | 'time-range-empty'
  | 'auth-error'
  | 'rate-limited'
  | 'too-many-requests'
  | 'not-found'
  | 'server-error';

export interface FakeGoogleClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface FakeGoogleEventTime {
  dateTime?: string;
  date?: string;
  timeZone?: string;
}

export interface FakeGoogleEvent {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  /** 'primary' (also reached as owner@example.com) or the user's other calendar, team@example.com. */
  calendarId?: string;
  summary?: string;
  description?: string;
  location?: string;
  start: FakeGoogleEventTime;
  end: FakeGoogleEventTime;
}

export interface FakeGoogleOptions {
  /** OAuth clients known to the fake (more can be registered later with addClient). */
  clients?: FakeGoogleClient[];
  /** The events of the primary calendar. */
  events?: Omit<FakeGoogleEvent, 'id' | 'status'>[];
  /** The calendars of the user besides the primary one. */
  extraCalendars?: number;
}

export interface FakeGoogle extends FakeServer<GoogleFailure> {
  /** GOOGLE_OAUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_CALENDAR_BASE_URL pointing at this fake. */
  readonly env: Record<'GOOGLE_OAUTH_URL' | 'GOOGLE_TOKEN_URL' | 'GOOGLE_CALENDAR_BASE_URL', string>;
  /** The primary calendar's events, as inserted or seeded. */
  readonly events: FakeGoogleEvent[];
  addClient(client: FakeGoogleClient): void;
  addEvent(event: Omit<FakeGoogleEvent, 'id' | 'status'>): FakeGoogleEvent;
  /** Deletes an event, as a person would in Google Calendar: it is gone from lists and busy times. */
  removeEvent(id: string): void;
  /** The next consent is refused by the user (the callback gets error=access_denied). */
  denyNextConsent(): void;
  /** Every access token issued so far stops working (401 authError), as when they expire. */
  expireAccessTokens(): void;
  /** Every refresh token issued so far is revoked (refresh answers invalid_grant). */
  revokeRefreshTokens(): void;
  /** Issues a code as a consent would, for a test that calls the token endpoint without a browser. */
  issueCode(clientId: string, redirectUri: string, offline?: boolean): string;
}

const CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/calendar.events',
];
const LIST_SCOPE = 'https://www.googleapis.com/auth/calendar';
const MAX_EVENTS_RESULTS = 2500;
const DEFAULT_EVENTS_RESULTS = 250;
const MAX_CALENDAR_RESULTS = 250;
const DEFAULT_CALENDAR_RESULTS = 100;
const ACCESS_TOKEN_SECONDS = 3599;
/** RFC 3339 with a time zone offset or Z, as the Calendar API requires for timeMin and timeMax. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const oauthError = (status: number, error: string, description: string): FakeResponse => ({
  status,
  body: { error, error_description: description },
});

const calendarError = (
  code: number,
  reason: string,
  message: string,
  domain = 'global',
  extra: Record<string, string> = {},
): FakeResponse => ({
  status: code,
  body: { error: { code, message, errors: [{ domain, reason, message, ...extra }] } },
});

const FAILURES: Record<GoogleFailure, FakeResponse> = {
  'invalid-grant': oauthError(400, 'invalid_grant', 'Bad Request'),
  'time-range-empty': calendarError(400, 'timeRangeEmpty', 'The specified time range is empty.', 'calendar', {
    locationType: 'parameter',
    location: 'timeMax',
  }),
  'auth-error': calendarError(
    401,
    'authError',
    'Request had invalid authentication credentials. Expected OAuth 2 access token.',
    'global',
    { locationType: 'header', location: 'Authorization' },
  ),
  'rate-limited': calendarError(403, 'rateLimitExceeded', 'Rate Limit Exceeded', 'usageLimits'),
  'too-many-requests': calendarError(429, 'rateLimitExceeded', 'Rate Limit Exceeded', 'usageLimits'),
  'not-found': calendarError(404, 'notFound', 'Not Found'),
  'server-error': calendarError(500, 'backendError', 'Backend Error'),
};

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  offline: boolean;
  scope: string;
}

interface IssuedToken {
  clientId: string;
  scope: string;
  valid: boolean;
}

function eventTimeValid(time: unknown): time is FakeGoogleEventTime {
  if (time === null || typeof time !== 'object') return false;
  const { dateTime, date } = time as FakeGoogleEventTime;
  if (typeof dateTime === 'string') return RFC3339.test(dateTime);
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
}

/** The instant an event time stands for: an all-day date starts at midnight UTC here (the fake has no zone). */
const instantOf = (time: FakeGoogleEventTime) => Date.parse(time.dateTime ?? `${time.date}T00:00:00Z`);

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const clients = new Map((options.clients ?? []).map((c) => [c.clientId, c]));
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, IssuedToken>();
  const refreshTokens = new Map<string, IssuedToken>();
  const events: FakeGoogleEvent[] = [];
  let denyConsent = false;

  const addEvent = (event: Omit<FakeGoogleEvent, 'id' | 'status'>): FakeGoogleEvent => {
    const created: FakeGoogleEvent = {
      id: randomUUID().replace(/-/g, ''),
      status: 'confirmed',
      calendarId: 'primary',
      ...event,
    };
    events.push(created);
    return created;
  };
  for (const event of options.events ?? []) addEvent(event);

  const issueCode = (clientId: string, redirectUri: string, offline = true, scope = CALENDAR_SCOPES[0]) => {
    const code = token('4/0A');
    codes.set(code, { clientId, redirectUri, offline, scope: scope ?? LIST_SCOPE });
    return code;
  };

  function consent(request: RecordedRequest): FakeResponse {
    const q = request.query;
    const client = clients.get(q.get('client_id') ?? '');
    if (!client) return { status: 401, body: 'Error 401: invalid_client. The OAuth client was not found.' };
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!client.redirectUris.includes(redirectUri)) {
      return { status: 400, body: 'Error 400: redirect_uri_mismatch' };
    }
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const scope = q.get('scope') ?? '';
    if (q.get('response_type') !== 'code') back.searchParams.set('error', 'unsupported_response_type');
    else if (!scope.split(' ').some((s) => CALENDAR_SCOPES.includes(s)))
      back.searchParams.set('error', 'invalid_scope');
    else if (denyConsent) {
      denyConsent = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      const offline = q.get('access_type') === 'offline';
      back.searchParams.set('code', issueCode(client.clientId, redirectUri, offline, scope));
    }
    return { status: 302, headers: { location: back.toString() } };
  }

  function issueTokens(clientId: string, scope: string, withRefresh: boolean): FakeResponse {
    const access = token('ya29.');
    accessTokens.set(access, { clientId, scope, valid: true });
    const body: Record<string, unknown> = {
      access_token: access,
      expires_in: ACCESS_TOKEN_SECONDS,
      token_type: 'Bearer',
      scope,
    };
    if (withRefresh) {
      const refresh = token('1//0g');
      refreshTokens.set(refresh, { clientId, scope, valid: true });
      body.refresh_token = refresh;
    }
    return { status: 200, body, headers: { 'cache-control': 'no-store' } };
  }

  function tokenEndpoint(request: RecordedRequest): FakeResponse {
    if (request.method !== 'POST') return { status: 405, body: 'Method Not Allowed' };
    if (mediaType(request) !== 'application/x-www-form-urlencoded') {
      return oauthError(
        400,
        'invalid_request',
        'Invalid content type: use application/x-www-form-urlencoded',
      );
    }
    const form = new URLSearchParams(request.rawBody);
    const client = clients.get(form.get('client_id') ?? '');
    if (!client || client.clientSecret !== form.get('client_secret')) {
      return oauthError(401, 'invalid_client', 'Unauthorized');
    }
    switch (form.get('grant_type')) {
      case 'authorization_code': {
        const code = form.get('code') ?? '';
        const issued = codes.get(code);
        codes.delete(code); // single use, whatever happens next
        if (!issued || issued.clientId !== client.clientId) return FAILURES['invalid-grant'];
        if (form.get('redirect_uri') !== issued.redirectUri) {
          return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
        }
        return issueTokens(client.clientId, issued.scope, issued.offline);
      }
      case 'refresh_token': {
        const refresh = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!refresh?.valid || refresh.clientId !== client.clientId) {
          return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
        }
        return issueTokens(client.clientId, refresh.scope, false);
      }
      default:
        return oauthError(400, 'unsupported_grant_type', 'Invalid grant_type');
    }
  }

  /** maxResults: optional, a whole number from 1 to `max`. */
  function maxResults(q: URLSearchParams, fallback: number, max: number): number | FakeResponse {
    const text = q.get('maxResults');
    if (text === null) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1 || value > max) {
      return calendarError(
        400,
        'invalid',
        `Invalid value '${text}'. Values must be within the range: [1, ${max}]`,
      );
    }
    return value;
  }

  /** One page of `items` after `pageToken` (the index of the first item, as an opaque-looking token). */
  function page<T>(items: T[], q: URLSearchParams, size: number) {
    const start = q.get('pageToken')
      ? Number(Buffer.from(q.get('pageToken') ?? '', 'base64url').toString())
      : 0;
    const slice = items.slice(start, start + size);
    const next = start + size < items.length ? Buffer.from(String(start + size)).toString('base64url') : null;
    return { slice, ...(next ? { nextPageToken: next } : {}) };
  }

  function calendarList(q: URLSearchParams, access: IssuedToken): FakeResponse {
    if (!access.scope.split(' ').includes(LIST_SCOPE)) {
      return calendarError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
    }
    const size = maxResults(q, DEFAULT_CALENDAR_RESULTS, MAX_CALENDAR_RESULTS);
    if (typeof size !== 'number') return size;
    const calendars = [
      { id: 'owner@example.com', summary: 'owner@example.com', primary: true, accessRole: 'owner' },
      ...Array.from({ length: options.extraCalendars ?? 1 }, (_, i) => ({
        id: `calendar-${i + 1}@group.calendar.google.com`,
        summary: `Team calendar ${i + 1}`,
        accessRole: 'writer',
      })),
    ].map((c) => ({ kind: 'calendar#calendarListEntry', timeZone: 'America/Toronto', ...c }));
    const { slice, ...next } = page(calendars, q, size);
    return { status: 200, body: { kind: 'calendar#calendarList', items: slice, ...next } };
  }

  function listEvents(calendar: string, q: URLSearchParams): FakeResponse {
    const timeMin = q.get('timeMin');
    const timeMax = q.get('timeMax');
    for (const [name, value] of [
      ['timeMin', timeMin],
      ['timeMax', timeMax],
    ] as const) {
      if (value !== null && !RFC3339.test(value)) {
        return calendarError(
          400,
          'badRequest',
          `Bad Request: ${name} must be an RFC 3339 timestamp with offset`,
        );
      }
    }
    if (timeMin && timeMax && Date.parse(timeMin) >= Date.parse(timeMax)) return FAILURES['time-range-empty'];
    if (q.get('orderBy') === 'startTime' && q.get('singleEvents') !== 'true') {
      return calendarError(
        400,
        'badRequest',
        'The requested ordering is not available for the particular query.',
      );
    }
    const size = maxResults(q, DEFAULT_EVENTS_RESULTS, MAX_EVENTS_RESULTS);
    if (typeof size !== 'number') return size;
    const min = timeMin ? Date.parse(timeMin) : Number.NEGATIVE_INFINITY;
    const max = timeMax ? Date.parse(timeMax) : Number.POSITIVE_INFINITY;
    // timeMin bounds the event's end and timeMax its start, both exclusive.
    const matching = events.filter(
      (e) =>
        e.calendarId === calendar &&
        e.status !== 'cancelled' &&
        instantOf(e.end) > min &&
        instantOf(e.start) < max,
    );
    if (q.get('orderBy') === 'startTime') matching.sort((a, b) => instantOf(a.start) - instantOf(b.start));
    // Pages may come back short of maxResults, as Google's do: a client has to follow nextPageToken.
    const { slice, ...next } = page(matching, q, Math.max(1, Math.min(size, 4)));
    return {
      status: 200,
      body: {
        kind: 'calendar#events',
        summary: 'owner@example.com',
        timeZone: 'America/Toronto',
        items: slice.map((e) => ({
          kind: 'calendar#event',
          htmlLink: `https://calendar.example/${e.id}`,
          ...e,
        })),
        ...next,
      },
    };
  }

  function insertEvent(calendar: string, request: RecordedRequest): FakeResponse {
    const body = jsonBody(request);
    if (mediaType(request) !== 'application/json' || body === null || typeof body !== 'object') {
      return calendarError(400, 'parseError', 'Parse Error');
    }
    const event = body as Record<string, unknown>;
    if (event.start === undefined) return calendarError(400, 'required', 'Missing start time.');
    if (event.end === undefined) return calendarError(400, 'required', 'Missing end time.');
    if (!eventTimeValid(event.start) || !eventTimeValid(event.end)) {
      return calendarError(400, 'invalid', 'Invalid start or end time.');
    }
    if (instantOf(event.end) < instantOf(event.start)) return FAILURES['time-range-empty'];
    const created = addEvent({
      calendarId: calendar,
      summary: typeof event.summary === 'string' ? event.summary : undefined,
      description: typeof event.description === 'string' ? event.description : undefined,
      location: typeof event.location === 'string' ? event.location : undefined,
      start: event.start,
      end: event.end,
    });
    return {
      status: 200,
      body: { kind: 'calendar#event', htmlLink: `https://calendar.example/${created.id}`, ...created },
    };
  }

  /** The calendar an id names: the primary one (also by its owner's address) or team@example.com. */
  const calendarNamed = (id: string) =>
    id === 'primary' || id === 'owner@example.com' ? 'primary' : id === 'team@example.com' ? id : null;

  /**
   * POST /freeBusy: { timeMin, timeMax, items: [{ id }] } → each calendar's busy spans in the range, or its errors
   * (notFound) for a calendar the user cannot see, as Google answers.
   */
  function freeBusy(request: RecordedRequest): FakeResponse {
    const body = jsonBody(request) as { timeMin?: unknown; timeMax?: unknown; items?: unknown } | null;
    if (
      !body ||
      typeof body.timeMin !== 'string' ||
      typeof body.timeMax !== 'string' ||
      !Array.isArray(body.items)
    ) {
      return calendarError(400, 'required', 'Missing timeMin, timeMax or items.');
    }
    if (!RFC3339.test(body.timeMin) || !RFC3339.test(body.timeMax)) {
      return calendarError(400, 'badRequest', 'Bad Request: timeMin and timeMax must be RFC 3339 timestamps');
    }
    const [min, max] = [Date.parse(body.timeMin), Date.parse(body.timeMax)];
    if (min >= max) return FAILURES['time-range-empty'];
    const calendars: Record<string, unknown> = {};
    for (const item of body.items as { id?: unknown }[]) {
      const id = typeof item?.id === 'string' ? item.id : '';
      const calendar = calendarNamed(id);
      calendars[id] = calendar
        ? {
            busy: events
              .filter(
                (e) =>
                  e.calendarId === calendar &&
                  e.status !== 'cancelled' &&
                  instantOf(e.end) > min &&
                  instantOf(e.start) < max,
              )
              .sort((a, b) => instantOf(a.start) - instantOf(b.start))
              .map((e) => ({
                start: new Date(instantOf(e.start)).toISOString(),
                end: new Date(instantOf(e.end)).toISOString(),
              })),
          }
        : { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
    }
    return {
      status: 200,
      body: { kind: 'calendar#freeBusy', timeMin: body.timeMin, timeMax: body.timeMax, calendars },
    };
  }

  function calendarApi(request: RecordedRequest): FakeResponse {
    const access = accessTokens.get(bearerToken(request) ?? '');
    if (!access?.valid) return FAILURES['auth-error'];
    const path = request.path.slice('/calendar/v3'.length);
    if (request.method === 'GET' && path === '/users/me/calendarList')
      return calendarList(request.query, access);
    if (request.method === 'POST' && path === '/freeBusy') return freeBusy(request);
    const match = /^\/calendars\/([^/]+)\/events$/.exec(path);
    if (!match) return FAILURES['not-found'];
    const calendar = calendarNamed(decodeURIComponent(match[1] ?? ''));
    if (!calendar) return FAILURES['not-found'];
    if (request.method === 'GET') return listEvents(calendar, request.query);
    if (request.method === 'POST') return insertEvent(calendar, request);
    return FAILURES['not-found'];
  }

  const server = await startFakeServer<GoogleFailure>({
    failures: FAILURES,
    handle(request) {
      if (request.method === 'GET' && request.path === '/o/oauth2/v2/auth') return consent(request);
      if (request.path === '/token') return tokenEndpoint(request);
      if (request.path.startsWith('/calendar/v3/')) return calendarApi(request);
      return { status: 404, body: 'Not Found' };
    },
  });

  return Object.assign(server, {
    env: {
      GOOGLE_OAUTH_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${server.url}/token`,
      GOOGLE_CALENDAR_BASE_URL: `${server.url}/calendar/v3`,
    },
    events,
    addClient: (client: FakeGoogleClient) => void clients.set(client.clientId, client),
    addEvent,
    removeEvent: (id: string) => {
      const at = events.findIndex((event) => event.id === id);
      if (at >= 0) events.splice(at, 1);
    },
    denyNextConsent: () => {
      denyConsent = true;
    },
    expireAccessTokens: () => {
      for (const issued of accessTokens.values()) issued.valid = false;
    },
    revokeRefreshTokens: () => {
      for (const issued of refreshTokens.values()) issued.valid = false;
    },
    issueCode: (clientId: string, redirectUri: string, offline = true) =>
      issueCode(clientId, redirectUri, offline),
  });
}
