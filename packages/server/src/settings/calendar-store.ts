import {
  type GoogleOAuthClient,
  type GoogleOAuthToken,
  parseGoogleClientCredentials,
  parseGoogleToken,
} from '@callops/contracts/calendar';
import { maskSensitiveValue } from '@callops/contracts/core';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context/service-context';
import { calendarCredentials } from '../db/schema';
import type { Cipher } from '../secrets/cipher';

// The one row of calendar setup: the OAuth client (credentials.json) and the token, each encrypted at rest.

/** The stored client and token, decrypted and parsed; a part that no longer decrypts or parses counts as absent. */
export interface StoredCalendarSetup {
  client: GoogleOAuthClient | null;
  token: GoogleOAuthToken | null;
}

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
  return { client: client?.ok ? client.value : null, token: token?.ok ? token.value : null };
}

/** Writes the credentials and/or the token JSON (plain text in, encrypted here); null clears a part. */
export async function writeCalendarSetup(
  ctx: ServiceContext,
  values: { credentialsJson?: string | null; tokenJson?: string | null },
): Promise<void> {
  const encrypt = (text: string | null) => (text === null ? null : ctx.app.cipher.encrypt(text));
  const set = {
    ...(values.credentialsJson === undefined
      ? {}
      : { credentialsEncrypted: encrypt(values.credentialsJson) }),
    ...(values.tokenJson === undefined ? {} : { tokenEncrypted: encrypt(values.tokenJson) }),
    updatedAt: ctx.now,
  };
  await ctx.db
    .insert(calendarCredentials)
    .values({ id: ROW_ID, ...set })
    .onConflictDoUpdate({ target: calendarCredentials.id, set });
}

/** How a token shows in the audit log: its refresh (or access) token masked. */
export const maskedToken = (token: GoogleOAuthToken | null) =>
  token ? maskSensitiveValue(token.refreshToken ?? token.accessToken) : null;
export const maskedClient = (client: GoogleOAuthClient | null) =>
  client ? `${client.type} client ${maskSensitiveValue(client.clientId)}` : null;
