import {
  CALENDAR_MESSAGES,
  type CalendarAuthDetail,
  type CalendarAuthStatus,
  type CalendarAuthUrl,
  type CalendarEventsPage,
  type CalendarEventsQuery,
  type CalendarSetupResult,
  type GoogleOAuthClient,
  type GoogleOAuthToken,
  parseGoogleClientCredentials,
  parseGoogleToken,
} from '@callops/contracts/calendar';
import { inTransaction } from '../../context/in-transaction';
import type { ServiceContext } from '../../context/service-context';
import { badGateway, badRequest, conflict } from '../../errors';
import {
  createGoogleOAuth,
  type GoogleTokenSet,
  googleTokenJson,
} from '../../providers/calendar/google-oauth-client';
import { ProviderError } from '../../providers/provider-error';
import { calendarProvider, googleCalendar, googleUrls } from '../../providers/providers';
import { calendarAuthState, calendarRedirectUri } from '../../settings/calendar-auth-state';
import {
  maskedClient,
  maskedToken,
  readCalendarSetup,
  writeCalendarSetup,
} from '../../settings/calendar-store';
import { signOAuthState, verifyOAuthState } from './oauth-state';

const ENTITY = 'calendar';
const UPCOMING_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

const withStatus = (status: CalendarAuthDetail): CalendarAuthStatus => ({
  status,
  authorized: status.authorized,
  reason: status.reason,
});

/** A vendor failure as the API answers it: 502 with the adapter's safe message. */
function vendorFailure(error: unknown): never {
  if (error instanceof ProviderError) throw badGateway(error.message);
  throw error;
}

/**
 * What Google says of the stored token: the calendar list answers (API access, how many calendars), the access
 * token is refused (reason invalid_grant when a refresh token can get a new one: the screen then asks for the
 * refresh), access is denied, or Google cannot be reached. Nothing is refreshed or written here.
 */
async function liveStatus(
  ctx: ServiceContext,
  client: GoogleOAuthClient,
  token: GoogleOAuthToken,
): Promise<CalendarAuthDetail> {
  const authorized = (reason: string | null, calendarsCount: number | null = null): CalendarAuthDetail => ({
    authorized: true,
    reason,
    calendars_count: calendarsCount,
    api_access: calendarsCount !== null,
  });
  const calendar = await googleCalendar(ctx, { client, token });
  if (calendar.accessTokenExpired()) return authorized(CALENDAR_MESSAGES.invalidGrantReason);
  try {
    return authorized(null, await calendar.countCalendars());
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.options.status === 401) {
      return token.refreshToken
        ? authorized(CALENDAR_MESSAGES.invalidGrantReason)
        : { ...authorized(CALENDAR_MESSAGES.tokenExpiredReason), authorized: false };
    }
    if (error.options.status === 403 && !error.retryable) {
      return authorized(CALENDAR_MESSAGES.apiDenied(error.message));
    }
    return authorized(CALENDAR_MESSAGES.apiUnreachable(error.message));
  }
}

export async function calendarAuthStatus(ctx: ServiceContext): Promise<CalendarAuthStatus> {
  const { client, token } = await readCalendarSetup(ctx);
  const stored = calendarAuthState(client, token, ctx.now);
  if (!stored.authorized || !client || !token) return withStatus(stored);
  return withStatus(await liveStatus(ctx, client, token));
}

const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/**
 * Stores an uploaded credentials.json, encrypted. A different OAuth client makes the stored token useless (tokens
 * belong to the client that issued them), so it is dropped.
 */
export async function saveCalendarCredentials(
  ctx: ServiceContext,
  body: { file?: string | Blob; credentials_json?: string },
): Promise<CalendarSetupResult> {
  const text = [typeof body.file === 'string' ? body.file : undefined, body.credentials_json].find(present);
  if (text === undefined) throw badRequest(CALENDAR_MESSAGES.selectCredentialsFile);
  const parsed = parseGoogleClientCredentials(text);
  if (!parsed.ok) throw badRequest(parsed.error, [{ field: 'file', message: parsed.error }]);
  const before = await readCalendarSetup(ctx, true);
  const sameClient = before.client?.clientId === parsed.value.clientId;
  await writeCalendarSetup(ctx, {
    credentialsJson: text.trim(),
    ...(sameClient ? {} : { tokenJson: null }),
  });
  await ctx.audit({
    action: 'upload-credentials',
    entity: ENTITY,
    entityKey: 'credentials',
    oldValue: maskedClient(before.client),
    newValue: maskedClient(parsed.value),
  });
  const token = sameClient ? before.token : null;
  return {
    message: CALENDAR_MESSAGES.credentialsSaved,
    authorized: calendarAuthState(parsed.value, token, ctx.now).authorized,
  };
}

/** Stores a token JSON pasted by hand, encrypted; it needs the OAuth client it belongs to. */
export async function saveCalendarToken(
  ctx: ServiceContext,
  body: { token_json: string },
): Promise<CalendarSetupResult> {
  const text = body.token_json;
  const parsed = parseGoogleToken(text);
  if (!parsed.ok) throw badRequest(parsed.error, [{ field: 'token_json', message: parsed.error }]);
  const before = await readCalendarSetup(ctx, true);
  if (!before.client) throw conflict(CALENDAR_MESSAGES.noCredentialsReason);
  await writeCalendarSetup(ctx, { tokenJson: text.trim() });
  await ctx.audit({
    action: 'set-token',
    entity: ENTITY,
    entityKey: 'token',
    oldValue: maskedToken(before.token),
    newValue: maskedToken(parsed.value),
  });
  return {
    message: CALENDAR_MESSAGES.tokenSaved,
    authorized: calendarAuthState(before.client, parsed.value, ctx.now).authorized,
  };
}

async function storedClient(ctx: ServiceContext): Promise<GoogleOAuthClient> {
  const { client } = await readCalendarSetup(ctx);
  if (!client) throw conflict(CALENDAR_MESSAGES.noCredentialsReason);
  return client;
}

/** Google's consent URL, carrying a state signed for this admin and this OAuth client. */
export async function calendarConsentUrl(ctx: ServiceContext): Promise<CalendarAuthUrl> {
  const client = await storedClient(ctx);
  const state = signOAuthState(
    ctx.app.config.secretKey,
    { userId: ctx.actor.id, clientId: client.clientId },
    ctx.now,
  );
  const redirectUri = calendarRedirectUri(client, ctx.app.config.publicUrl);
  return { auth_url: createGoogleOAuth(client, googleUrls(ctx)).consentUrl(redirectUri, state) };
}

/**
 * Writes a token Google issued for `client`, unless the credentials changed meanwhile (the token would belong to
 * another client): one transaction, the row locked.
 */
async function storeIssuedToken(
  ctx: ServiceContext,
  client: GoogleOAuthClient,
  token: GoogleTokenSet,
  action: 'authorize' | 'refresh-token',
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const before = await readCalendarSetup(tx, true);
    if (before.client?.clientId !== client.clientId) throw conflict(CALENDAR_MESSAGES.noCredentialsReason);
    await writeCalendarSetup(tx, { tokenJson: googleTokenJson(token) });
    await tx.audit({
      action,
      entity: ENTITY,
      entityKey: 'token',
      oldValue: maskedToken(before.token),
      newValue: maskedToken(token),
    });
  });
}

/**
 * The OAuth callback's code: the state must be the one signed for this admin and client; the code is exchanged at
 * Google's token endpoint and the token stored encrypted. A code Google refuses changes nothing.
 */
export async function exchangeCalendarCode(
  ctx: ServiceContext,
  { code, state }: { code: string; state: string },
): Promise<CalendarSetupResult> {
  const client = await storedClient(ctx);
  const subject = { userId: ctx.actor.id, clientId: client.clientId };
  if (!verifyOAuthState(ctx.app.config.secretKey, state, subject, ctx.now)) {
    throw badRequest(CALENDAR_MESSAGES.stateInvalid, [
      { field: 'state', message: CALENDAR_MESSAGES.stateInvalid },
    ]);
  }
  const redirectUri = calendarRedirectUri(client, ctx.app.config.publicUrl);
  const token = await createGoogleOAuth(client, googleUrls(ctx))
    .exchangeCode(code, redirectUri, ctx.now)
    .catch((error: unknown) => {
      if (error instanceof ProviderError && error.options.code === 'invalid_grant') {
        throw badRequest(CALENDAR_MESSAGES.codeRefused);
      }
      if (error instanceof ProviderError && error.options.status === 400) throw badRequest(error.message);
      return vendorFailure(error);
    });
  await storeIssuedToken(ctx, client, token, 'authorize');
  return { message: CALENDAR_MESSAGES.authorized, authorized: true };
}

/**
 * A new access token from the stored refresh token (the screen asks for it after an invalid_grant status), then the
 * status as Google now answers it. A refresh token Google refuses (revoked, expired) is dropped: a new
 * authorization is needed, which the answer says.
 */
export async function refreshCalendarToken(ctx: ServiceContext): Promise<CalendarAuthStatus> {
  const { client, token } = await readCalendarSetup(ctx);
  if (!client) throw conflict(CALENDAR_MESSAGES.noCredentialsReason);
  if (!token) throw conflict(CALENDAR_MESSAGES.noTokenReason);
  if (!token.refreshToken) throw conflict(CALENDAR_MESSAGES.noRefreshToken);
  let fresh: GoogleTokenSet;
  try {
    fresh = await createGoogleOAuth(client, googleUrls(ctx)).refresh(token.refreshToken, ctx.now);
  } catch (error) {
    if (!(error instanceof ProviderError && error.options.code === 'invalid_grant'))
      return vendorFailure(error);
    await inTransaction(ctx, async (tx) => {
      const before = await readCalendarSetup(tx, true);
      if (before.token?.refreshToken !== token.refreshToken) return;
      await writeCalendarSetup(tx, { tokenJson: null });
      await tx.audit({
        action: 'token-revoked',
        entity: ENTITY,
        entityKey: 'token',
        oldValue: maskedToken(before.token),
        newValue: null,
      });
    });
    return withStatus({
      authorized: false,
      reason: CALENDAR_MESSAGES.refreshRevokedReason,
      calendars_count: null,
      api_access: false,
    });
  }
  await storeIssuedToken(ctx, client, fresh, 'refresh-token');
  return withStatus(await liveStatus(ctx, client, fresh));
}

/** One page of the events of the next 7 days: Google's once authorized, the booked appointments until then. */
export async function upcomingCalendarEvents(
  ctx: ServiceContext,
  { page, limit }: CalendarEventsQuery,
): Promise<CalendarEventsPage> {
  const provider = await calendarProvider(ctx);
  const from = ctx.now;
  const to = new Date(from.getTime() + UPCOMING_DAYS * DAY_MS);
  const { events, total } = await provider
    .upcomingEvents({ from, to, offset: (page - 1) * limit, limit })
    .catch(vendorFailure);
  const totalPages = Math.ceil(total / limit);
  return {
    events,
    source: provider.mode === 'live' ? 'google' : 'simulated',
    page,
    total_pages: totalPages,
    total_events: total,
    has_next: page < totalPages,
    has_prev: page > 1,
  };
}
