import { z } from 'zod';
import { boundedText, limitField, wholeNumber } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';

export const CALENDAR_CALLBACK_REDIRECT_MS = 2_000;

export const calendarAuthDetailSchema = z.object({
  authorized: z.boolean(),
  reason: z.string().nullable(),
  calendars_count: z.number().int().nullable(),
  api_access: z.boolean(),
});
export type CalendarAuthDetail = z.infer<typeof calendarAuthDetailSchema>;

/** GET /calendar/auth-status: the detail under `status`, with `authorized` and `reason` repeated flat. */
export const calendarAuthStatusSchema = z.object({
  status: calendarAuthDetailSchema,
  authorized: z.boolean(),
  reason: z.string().nullable(),
});
export type CalendarAuthStatus = z.infer<typeof calendarAuthStatusSchema>;

/** GET /calendar/auth-url (the client also accepts `url`). */
export const calendarAuthUrlSchema = z.object({ auth_url: z.string() });
export type CalendarAuthUrl = z.infer<typeof calendarAuthUrlSchema>;

/**
 * POST /calendar/auth-code: the code of the OAuth callback and the `state` the consent URL carried (signed by the
 * server for the admin who started the authorization, so a forged or replayed callback is refused).
 */
export const calendarAuthCodeRequestSchema = z.object({
  code: boundedText(2048).trim().min(1),
  state: boundedText(512).trim().min(1),
});
export type CalendarAuthCodeRequest = z.infer<typeof calendarAuthCodeRequestSchema>;

/** The longest credentials or token JSON accepted (real ones are about 1 KB). */
export const SETUP_JSON_MAX_LENGTH = 64 * 1024;
const setupJson = z.string().max(SETUP_JSON_MAX_LENGTH);

/**
 * POST /calendar/credentials: the Google OAuth client JSON, as a multipart `file` (upload screen) or as
 * `credentials_json` text. The server reads a file part as its text; a missing one is answered with
 * 'Please select a credentials file first'.
 */
export const calendarCredentialsRequestSchema = z.object({
  file: z
    .union([setupJson, z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob)])
    .optional(),
  credentials_json: setupJson.optional(),
});
export type CalendarCredentialsRequest = z.infer<typeof calendarCredentialsRequestSchema>;

/** POST /calendar/set-token: an OAuth token JSON pasted by hand (multipart field `token_json`); blank is refused. */
const PASTE_TOKEN = 'Please paste the OAuth token JSON first';
export const calendarTokenRequestSchema = z.object({
  token_json: z.string({ error: PASTE_TOKEN }).max(SETUP_JSON_MAX_LENGTH).trim().min(1, PASTE_TOKEN),
});
export type CalendarTokenRequest = z.infer<typeof calendarTokenRequestSchema>;

/** What credentials, token and code calls answer. */
export const calendarSetupResultSchema = z.object({
  message: z.string(),
  authorized: z.boolean(),
});
export type CalendarSetupResult = z.infer<typeof calendarSetupResultSchema>;

const eventTimeSchema = z.object({
  dateTime: z.string().optional(),
  date: z.string().optional(),
  timeZone: z.string().optional(),
});

export const calendarEventSchema = z.object({
  id: z.string(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  /** `dateTime` for timed events, `date` for all-day ones. */
  start: eventTimeSchema,
  end: eventTimeSchema,
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventsQuerySchema = z.object({
  page: wholeNumber({ min: 1, max: 10_000 }).default(PAGINATION.calendarEventsPage),
  limit: limitField(PAGINATION.calendarEventsLimit, PAGINATION.maxListLimit),
});
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuerySchema>;

/** Where the events come from: Google once authorized, else the simulated calendar (the booked appointments). */
export const CALENDAR_EVENT_SOURCES = ['google', 'simulated'] as const;

export const calendarEventsPageSchema = z.object({
  events: z.array(calendarEventSchema),
  source: z.enum(CALENDAR_EVENT_SOURCES),
  page: z.number().int(),
  total_pages: z.number().int(),
  total_events: z.number().int(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
});
export type CalendarEventsPage = z.infer<typeof calendarEventsPageSchema>;

/** The console page Google sends the user back to after consent (outside the protected area). */
export const CALENDAR_CALLBACK_PATH = '/auth/calendar/callback';

/** Markers in the auth-status reason that decide what the screen does next. */
export const CALENDAR_REASON_MARKERS = {
  invalidGrant: 'invalid_grant',
  noCredentials: 'No credentials',
} as const;

export type CalendarNextStep = 'authorize' | 'refresh-token' | 'upload-credentials' | 'ready';

/**
 * Spec §4: not authorized → authorize (or upload credentials when the reason mentions No credentials);
 * authorized with invalid_grant → refresh the token; otherwise ready.
 */
export function calendarNextStep(
  status: Pick<CalendarAuthDetail, 'authorized' | 'reason'>,
): CalendarNextStep {
  const reason = status.reason ?? '';
  if (reason.includes(CALENDAR_REASON_MARKERS.noCredentials)) return 'upload-credentials';
  if (!status.authorized) return 'authorize';
  return reason.includes(CALENDAR_REASON_MARKERS.invalidGrant) ? 'refresh-token' : 'ready';
}

export const CALENDAR_MESSAGES = {
  tokenExpiredRefreshing: 'Token expired. Attempting to refresh...',
  refreshFailed: 'Token refresh failed. Please re-authorize.',
  checkStatusFailed: 'Failed to check authorization status',
  noData: 'No data received from server',
  loadEventsFailed: (message: string) => `Failed to load events: ${message}`,
  noAuthUrl: 'No authorization URL received from server',
  authUrlFailed: (message: string) => `Failed to get authorization URL: ${message}`,
  notAuthorized: 'Calendar not authorized. Please complete OAuth setup.',
  loadError: 'Error Loading Calendar',
  credentialsMissing:
    'Google Calendar credentials not found. Please upload your credentials.json file first.',
  uploadFailed: 'Upload failed: Unknown error',
  saveFailed: 'Save failed: Unknown error',
  networkError: 'Network error',
  selectCredentialsFile: 'Please select a credentials file first',
  pasteToken: 'Please paste the OAuth token JSON first',
  /** The upload and paste failures with the server's message ('Unknown error' without one). */
  uploadFailedWith: (message?: string) => `Upload failed: ${message || 'Unknown error'}`,
  saveFailedWith: (message?: string) => `Save failed: ${message || 'Unknown error'}`,
  jsonFileOnly: 'Please select a JSON file (.json)',
  credentialsNotJson: 'The credentials file is not valid JSON',
  credentialsNoClient:
    'The credentials file must be a Google OAuth client JSON with an "installed" or "web" section',
  credentialsMissingField: (field: string) => `The credentials file has no ${field} in its OAuth client`,
  tokenNotJson: 'The token is not valid JSON',
  tokenWithoutTokens: 'The token JSON must hold an access_token or a refresh_token',
  credentialsSaved: 'Credentials uploaded successfully',
  tokenSaved: 'Token saved successfully',
  /** auth-status / auth-url reasons; the first carries the spec's 'No credentials' marker. */
  noCredentialsReason: 'No credentials: upload the Google OAuth credentials.json file first',
  noTokenReason: 'Not authorized yet: start the authorization or paste a token',
  tokenExpiredReason: 'The token has expired and holds no refresh token: authorize again',
  /** auth-status reason while Google refuses the access token and a refresh token is there to get a new one. */
  invalidGrantReason: 'invalid_grant: Google refused the access token (expired or revoked); refreshing it',
  /** After Google refused the refresh token itself: the token is dropped, a new authorization is needed. */
  refreshRevokedReason: 'Token refresh failed (invalid_grant): authorize again',
  noRefreshToken: 'The token holds no refresh token: authorize again',
  apiUnreachable: (detail: string) => `Google Calendar could not be checked: ${detail}`,
  apiDenied: (detail: string) => `Google Calendar refused access: ${detail}`,
  stateInvalid: 'The authorization request is not valid or has expired: start the authorization again',
  codeRefused:
    'Google refused the authorization code (invalid_grant): it was already used or has expired, start the authorization again',
  authorized: 'Google Calendar authorized',
  tokenRefreshed: 'Token refreshed',
  callbackFailed: (error: string) => `Authorization failed: ${error}`,
  callbackNoCode: 'No authorization code received',
  callbackCompleteFailed: (message: string) => `Failed to complete authorization: ${message}`,
  callbackSuccess: 'Authorization successful! Redirecting...',
  callbackToast: 'Google Calendar authorization successful!',
} as const;
