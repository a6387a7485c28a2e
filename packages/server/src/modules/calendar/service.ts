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
import type { Db } from '../../db/client';
import { calendarCredentials } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { AuthUser } from '../../http/auth-guard';
import type { Cipher } from '../../secrets/cipher';
import { recordAudit } from '../audit/service';
import { calendarAuthState, calendarRedirectUri, GOOGLE_CALENDAR_SCOPES } from './calendar-auth-state';

export interface CalendarDeps {
  cipher: Cipher;
  now: Date;
}

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
  db: Db,
  cipher: Cipher,
  forUpdate = false,
): Promise<StoredCalendarSetup> {
  const query = db.select().from(calendarCredentials).where(eq(calendarCredentials.id, ROW_ID)).limit(1);
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
  db: Db,
  values: { credentialsEncrypted?: string | null; tokenEncrypted?: string | null },
  now: Date,
): Promise<void> {
  await db
    .insert(calendarCredentials)
    .values({ id: ROW_ID, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: calendarCredentials.id, set: { ...values, updatedAt: now } });
}

export async function calendarAuthStatus(db: Db, cipher: Cipher, now: Date): Promise<CalendarAuthStatus> {
  const { client, token } = await readCalendarSetup(db, cipher);
  const status = calendarAuthState(client, token, now);
  return { status, authorized: status.authorized, reason: status.reason };
}

/**
 * Stores an uploaded credentials.json, encrypted. A different OAuth client makes the stored token useless (tokens
 * belong to the client that issued them), so it is dropped.
 */
export async function saveCalendarCredentials(
  db: Db,
  deps: CalendarDeps,
  actor: AuthUser,
  text: string,
): Promise<CalendarSetupResult> {
  const parsed = parseGoogleClientCredentials(text);
  if (!parsed.ok) throw badRequest(parsed.error, [{ field: 'file', message: parsed.error }]);
  return db.transaction(async (tx) => {
    const before = await readCalendarSetup(tx, deps.cipher, true);
    const sameClient = before.client?.clientId === parsed.value.clientId;
    await writeSetup(
      tx,
      {
        credentialsEncrypted: deps.cipher.encrypt(text.trim()),
        ...(sameClient ? {} : { tokenEncrypted: null }),
      },
      deps.now,
    );
    await recordAudit(tx, actor, {
      action: 'upload-credentials',
      entity: ENTITY,
      entityKey: 'credentials',
      oldValue: maskedClient(before.client),
      newValue: maskedClient(parsed.value),
      at: deps.now,
    });
    const token = sameClient ? before.token : null;
    return {
      message: CALENDAR_MESSAGES.credentialsSaved,
      authorized: calendarAuthState(parsed.value, token, deps.now).authorized,
    };
  });
}

/** Stores a token JSON pasted by hand, encrypted; it needs the OAuth client it belongs to. */
export async function saveCalendarToken(
  db: Db,
  deps: CalendarDeps,
  actor: AuthUser,
  text: string,
): Promise<CalendarSetupResult> {
  const parsed = parseGoogleToken(text);
  if (!parsed.ok) throw badRequest(parsed.error, [{ field: 'token_json', message: parsed.error }]);
  return db.transaction(async (tx) => {
    const before = await readCalendarSetup(tx, deps.cipher, true);
    if (!before.client) throw conflict(CALENDAR_MESSAGES.noCredentialsReason);
    await writeSetup(tx, { tokenEncrypted: deps.cipher.encrypt(text.trim()) }, deps.now);
    await recordAudit(tx, actor, {
      action: 'set-token',
      entity: ENTITY,
      entityKey: 'token',
      oldValue: maskedToken(before.token),
      newValue: maskedToken(parsed.value),
      at: deps.now,
    });
    return {
      message: CALENDAR_MESSAGES.tokenSaved,
      authorized: calendarAuthState(before.client, parsed.value, deps.now).authorized,
    };
  });
}

/** The Google consent URL: offline access (a refresh token), consent asked again so Google sends one. */
export async function calendarConsentUrl(
  db: Db,
  cipher: Cipher,
  publicUrl: string,
): Promise<CalendarAuthUrl> {
  const { client } = await readCalendarSetup(db, cipher);
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
