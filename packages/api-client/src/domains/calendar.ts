import { endpoints } from '@callops/contracts';
import type { CallOptions } from '../client-options';
import type { QueryArgs } from '../endpoint-args';
import { calendarAuthStatus, calendarAuthUrl } from '../tolerant-responses';
import type { Transport } from '../transport';

const e = endpoints.calendar;

export const createCalendarApi = (t: Transport) => ({
  /** Status nested under `status` and/or flat: both are filled in. */
  authStatus: async (options?: CallOptions) => calendarAuthStatus(await t.call(e.authStatus, {}, options)),
  authRefresh: async (options?: CallOptions) => calendarAuthStatus(await t.call(e.authRefresh, {}, options)),
  /** `auth_url` or `url`; neither raises 'No authorization URL received from server'. */
  authUrl: async (options?: CallOptions) => calendarAuthUrl(await t.call(e.authUrl, {}, options)),
  submitAuthCode: (code: string, options?: CallOptions) => t.call(e.authCode, { body: { code } }, options),
  upcomingEvents: (query: QueryArgs<typeof e.upcomingEvents> = {}, options?: CallOptions) =>
    t.call(e.upcomingEvents, { query }, options),
  /** A credentials.json file goes as the multipart `file`; text goes as `credentials_json`. */
  uploadCredentials: (credentials: Blob | string, options?: CallOptions) =>
    t.call(
      e.uploadCredentials,
      { body: typeof credentials === 'string' ? { credentials_json: credentials } : { file: credentials } },
      options,
    ),
  setToken: (tokenJson: string, options?: CallOptions) =>
    t.call(e.setToken, { body: { token_json: tokenJson } }, options),
});
