import {
  CALENDAR_MESSAGES,
  type CalendarAuthStatus,
  type CalendarAuthUrl,
  type CalendarSetupResult,
  type GoogleOAuthClient,
  type GoogleOAuthToken,
  parseGoogleClientCredentials,
  parseGoogleToken,
} from '@callops/contracts/calendar';
import { maskSensitiveValue } from '@callops/contracts/core';
import { eq } from 'drizzle-orm';
import { OAuth2Client } from 'google-auth-library';
import type { ServiceContext } from '../../context/service-context';
import { calendarCredentials } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { Cipher } from '../../secrets/cipher';
import { calendarAuthState, calendarRedirectUri, GOOGLE_CALENDAR_SCOPES } from './calendar-auth-state';

/** The stored client and token, decrypted and parsed; a part that no longer decrypts or parses counts as absent. */
export interface StoredCalendarSetup {
  client: GoogleOAuthClient | null;
  token: GoogleOAuthToken | null;
  /** The token JSON as it was given (the adapter hands it to Google's library). */
  tokenJson: string | null;
}

const ENTITY = 'calendar';
const ROW_ID = 1;

function decrypted(stored: string | null | undefined, cipher: Cipher): string | null {
  if (!stored) return null;
  try {
    return cipher.decrypt(stored);
  } catch {
    return null;
  }
}

export async function readCalendarSetup(
  ctx: ServiceContext,
  forUpdate = false,
): Promise<StoredCalendarSetup> {
  const { cipher } = ctx.app;
  const query = ctx.db.select().from(calendarCredentials).where(eq(calendarCredentials.id, ROW_ID)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  const clientJson = decrypted(row?.credentialsEncrypted, cipher);
  const tokenJson = decrypted(row?.tokenEncrypted, cipher);
  const client = clientJson ? parseGoogleClientCredentials(clientJson) : null;
  const token = tokenJson ? parseGoogleToken(tokenJson) : null;
  return {
    client: client?.ok ? client.value : null,
    token: token?.ok ? token.value : null,
    tokenJson: token?.ok ? tokenJson : null,
  };
}

/** How a token shows in the audit log: its refresh (or access) token masked. */
const maskedToken = (token: GoogleOAuthToken | null) =>
  token ? maskSensitiveValue(token.refreshToken ?? token.accessToken) : null;
const maskedClient = (client: GoogleOAuthClient | null) =>
  client ? `${client.type} client ${maskSensitiveValue(client.clientId)}` : null;

async function writeSetup(
  ctx: ServiceContext,
  values: { credentialsEncrypted?: string | null; tokenEncrypted?: string | null },
): Promise<void> {
  await ctx.db
    .insert(calendarCredentials)
    .values({ id: ROW_ID, ...values, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: calendarCredentials.id, set: { ...values, updatedAt: ctx.now } });
}

export async function calendarAuthStatus(ctx: ServiceContext): Promise<CalendarAuthStatus> {
  const { client, token } = await readCalendarSetup(ctx);
  const status = calendarAuthState(client, token, ctx.now);
  return { status, authorized: status.authorized, reason: status.reason };
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
  await writeSetup(ctx, {
    credentialsEncrypted: ctx.app.cipher.encrypt(text.trim()),
    ...(sameClient ? {} : { tokenEncrypted: null }),
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
  await writeSetup(ctx, { tokenEncrypted: ctx.app.cipher.encrypt(text.trim()) });
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

/** The Google consent URL: offline access (a refresh token), consent asked again so Google sends one. */
export async function calendarConsentUrl(ctx: ServiceContext): Promise<CalendarAuthUrl> {
  const { client } = await readCalendarSetup(ctx);
  const { publicUrl } = ctx.app.config;
  if (!client) throw conflict(CALENDAR_MESSAGES.noCredentialsReason);
  const oauth = new OAuth2Client({
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    redirectUri: calendarRedirectUri(client, publicUrl),
  });
  return {
    auth_url: oauth.generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: GOOGLE_CALENDAR_SCOPES,
      include_granted_scopes: true,
    }),
  };
}
