import type { CalendarEvent, GoogleOAuthClient, GoogleOAuthToken } from '@callops/contracts/calendar';
import { ProviderError } from '../provider-error';
import {
  asRecord,
  DEFAULT_VENDOR_TIMEOUT_MS,
  type FetchImpl,
  isRetryableStatus,
  retryAfterSeconds,
  safeVendorText,
  type VendorHttpOptions,
  type VendorResponse,
  vendorRequest,
  vendorUrl,
} from '../vendor-http';
import type { CalendarProvider } from './calendar-provider';
import { createGoogleOAuth, type GoogleOAuthUrls, type GoogleTokenSet } from './google-oauth-client';

const PROVIDER = 'Google Calendar';
/** A token this close to its expiry is refreshed before use rather than refused halfway through. */
const EXPIRY_MARGIN_MS = 60_000;
/** Google's largest page of events; a week of one calendar fits in one or a few. */
const EVENTS_PAGE_SIZE = 2500;
const CALENDARS_PAGE_SIZE = 250;
/** Pages followed at most for one answer, so a runaway nextPageToken cannot hold a request forever. */
const MAX_PAGES = 20;

export interface GoogleCalendarUrls extends GoogleOAuthUrls {
  /** Calendar v3's base (GOOGLE_CALENDAR_BASE_URL). */
  calendar: string;
}

export interface GoogleCalendarOptions extends VendorHttpOptions {
  now: () => Date;
  /** Keeps a token the adapter refreshed (encrypted, in place of the old one). */
  saveToken: (token: GoogleTokenSet) => Promise<void>;
  fetchImpl?: FetchImpl;
}

export interface GoogleCalendar extends CalendarProvider {
  readonly mode: 'live';
  /**
   * How many calendars the user has, with the access token as it is (never refreshed here: the status reports a
   * refused token, and the screen asks for the refresh).
   */
  countCalendars(): Promise<number>;
  /** Whether the stored access token has expired (or is about to) by its own expiry. */
  accessTokenExpired(): boolean;
}

/** Calendar v3 errors: `{"error":{"code","message","errors":[{"domain","reason","message"}]}}`. */
function calendarError(res: VendorResponse, action: string): ProviderError {
  const error = asRecord(asRecord(res.json)?.error);
  const first = asRecord(Array.isArray(error?.errors) ? error.errors[0] : undefined);
  const reason =
    typeof first?.reason === 'string' && /^[A-Za-z]{1,64}$/.test(first.reason) ? first.reason : undefined;
  const message = safeVendorText(error?.message);
  return new ProviderError(
    PROVIDER,
    `${action}: ${res.status}${reason ? ` ${reason}` : ''}${message ? `: ${message}` : ''}`,
    {
      status: res.status,
      code: reason,
      // 403 is how Google says "rate limit" or "quota" (domain usageLimits); a refused permission is not retryable.
      retryable:
        isRetryableStatus(res.status) || (res.status === 403 && /rateLimit|quota/i.test(reason ?? '')),
      retryAfterSeconds: res.status === 429 ? retryAfterSeconds(res.headers) : undefined,
    },
  );
}

const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function eventTime(value: unknown): CalendarEvent['start'] {
  const time = asRecord(value) ?? {};
  return {
    ...(typeof time.dateTime === 'string' ? { dateTime: time.dateTime } : {}),
    ...(typeof time.date === 'string' ? { date: time.date } : {}),
    ...(typeof time.timeZone === 'string' ? { timeZone: time.timeZone } : {}),
  };
}

function toCalendarEvent(item: Record<string, unknown>): CalendarEvent | null {
  if (typeof item.id !== 'string' || item.status === 'cancelled') return null;
  return {
    id: item.id,
    summary: optionalText(item.summary),
    description: optionalText(item.description),
    location: optionalText(item.location),
    start: eventTime(item.start),
    end: eventTime(item.end),
  };
}

/** The live calendar: Google Calendar v3 on the chosen calendar, refreshing the access token when it must. */
export function createGoogleCalendar(
  settings: { client: GoogleOAuthClient; token: GoogleOAuthToken; calendarId?: string },
  urls: GoogleCalendarUrls,
  options: GoogleCalendarOptions,
): GoogleCalendar {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_VENDOR_TIMEOUT_MS;
  const oauth = createGoogleOAuth(settings.client, urls, fetchImpl, { timeoutMs });
  let token: GoogleOAuthToken = settings.token;
  const calendarId = settings.calendarId || 'primary';
  const eventsPath = `/calendars/${encodeURIComponent(calendarId)}/events`;

  const expired = () =>
    token.expiresAt !== null && token.expiresAt <= options.now().getTime() + EXPIRY_MARGIN_MS;

  async function refresh(): Promise<void> {
    if (!token.refreshToken) {
      throw new ProviderError(PROVIDER, 'the access token was refused and there is no refresh token', {
        status: 401,
        code: 'invalid_grant',
      });
    }
    const fresh = await oauth.refresh(token.refreshToken, options.now());
    await options.saveToken(fresh);
    token = fresh;
  }

  const request = (method: 'GET' | 'POST', path: string, accessToken: string, body?: unknown) =>
    vendorRequest(
      PROVIDER,
      fetchImpl,
      vendorUrl(urls.calendar, path),
      {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      timeoutMs,
      path.startsWith('/users/me/calendarList') ? 'list_calendars' : `${method.toLowerCase()}_events`,
    );

  /** A call with a usable access token: refreshed first when expired, and once more if Google answers 401. */
  async function authorized(method: 'GET' | 'POST', path: string, body?: unknown): Promise<VendorResponse> {
    let refreshedNow = false;
    if (!token.accessToken || expired()) {
      await refresh();
      refreshedNow = true;
    }
    let res = await request(method, path, token.accessToken ?? '', body);
    if (res.status === 401 && !refreshedNow) {
      await refresh();
      res = await request(method, path, token.accessToken ?? '', body);
    }
    return res;
  }

  /** Every item of a paged list, following nextPageToken. */
  async function listAll(
    path: string,
    params: Record<string, string>,
    action: string,
    send: (path: string) => Promise<VendorResponse>,
  ): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let pageToken: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const query = new URLSearchParams({ ...params, ...(pageToken ? { pageToken } : {}) });
      const res = await send(`${path}?${query}`);
      if (res.status !== 200) throw calendarError(res, action);
      const json = asRecord(res.json);
      if (!Array.isArray(json?.items)) {
        throw new ProviderError(PROVIDER, `${action}: the answer holds no items`, { status: res.status });
      }
      for (const item of json.items) {
        const record = asRecord(item);
        if (record) items.push(record);
      }
      pageToken =
        typeof json.nextPageToken === 'string' && json.nextPageToken !== '' ? json.nextPageToken : null;
      if (!pageToken) return items;
    }
    return items;
  }

  return {
    mode: 'live',
    accessTokenExpired: expired,
    async countCalendars() {
      const calendars = await listAll(
        '/users/me/calendarList',
        { maxResults: String(CALENDARS_PAGE_SIZE) },
        'listing the calendars',
        (path) => request('GET', path, token.accessToken ?? '', undefined),
      );
      return calendars.length;
    },
    async upcomingEvents({ from, to, offset, limit }) {
      const items = await listAll(
        eventsPath,
        {
          timeMin: from.toISOString(),
          timeMax: to.toISOString(),
          singleEvents: 'true',
          orderBy: 'startTime',
          maxResults: String(EVENTS_PAGE_SIZE),
        },
        'listing the events',
        (path) => authorized('GET', path),
      );
      const events = items.map(toCalendarEvent).filter((event): event is CalendarEvent => event !== null);
      return { events: events.slice(offset, offset + limit), total: events.length };
    },
    async insertEvent(event) {
      const res = await authorized('POST', `${eventsPath}?sendUpdates=none`, {
        summary: event.summary,
        description: event.description,
        start: { dateTime: event.start, timeZone: event.timeZone },
        end: { dateTime: event.end, timeZone: event.timeZone },
      });
      if (res.status !== 200 && res.status !== 201) throw calendarError(res, 'writing the event');
      const id = asRecord(res.json)?.id;
      if (typeof id !== 'string' || id === '') {
        throw new ProviderError(PROVIDER, 'writing the event: the answer has no event id', {
          status: res.status,
        });
      }
      return { eventId: id };
    },
    async busyTimes(from, to) {
      const res = await authorized('POST', '/freeBusy', {
        timeMin: from.toISOString(),
        timeMax: to.toISOString(),
        items: [{ id: calendarId }],
      });
      if (res.status !== 200) throw calendarError(res, 'reading the busy times');
      const calendar = asRecord(asRecord(asRecord(res.json)?.calendars)?.[calendarId]);
      if (!calendar || Array.isArray(calendar.errors)) {
        throw new ProviderError(
          PROVIDER,
          `reading the busy times: calendar ${calendarId} could not be read`,
          {
            status: res.status,
          },
        );
      }
      const busy = Array.isArray(calendar.busy) ? calendar.busy : [];
      return busy.flatMap((entry) => {
        const span = asRecord(entry);
        const start = typeof span?.start === 'string' ? new Date(span.start) : null;
        const end = typeof span?.end === 'string' ? new Date(span.end) : null;
        return start && end && !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime())
          ? [{ start, end }]
          : [];
      });
    },
    async missingEvents(eventIds, from, to) {
      if (eventIds.length === 0) return [];
      const held = new Set(
        (
          await listAll(
            eventsPath,
            {
              timeMin: from.toISOString(),
              timeMax: to.toISOString(),
              singleEvents: 'true',
              maxResults: String(EVENTS_PAGE_SIZE),
            },
            'listing the events',
            (path) => authorized('GET', path),
          )
        ).flatMap((item) => (typeof item.id === 'string' && item.status !== 'cancelled' ? [item.id] : [])),
      );
      return eventIds.filter((id) => !held.has(id));
    },
  };
}
