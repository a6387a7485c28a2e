import { PROVIDERS, type ProviderMode, type ProviderName } from '@callops/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appConfig, calendarCredentials } from '../db/schema';

/** The settings a provider needs before it can run live; until all are set it is simulated. */
export const PROVIDER_CREDENTIAL_KEYS: Record<Exclude<ProviderName, 'calendar'>, readonly string[]> = {
  vapi: ['vapi_api_key', 'vapi_assistant_id', 'vapi_phone_number_id'],
  twilio: ['twilio_account_sid', 'twilio_auth_token', 'twilio_from_number'],
  email: ['smtp_host', 'smtp_port', 'smtp_username', 'smtp_password', 'smtp_from_email'],
  elevenlabs: ['elevenlabs_api_key'],
  hubspot: ['hubspot_access_token'],
};

/**
 * Live or simulated, per provider, read from the settings at the moment of asking (never cached at start-up), so
 * entering or clearing credentials switches a provider without a restart.
 */
export async function providerModes(db: Db): Promise<Record<ProviderName, ProviderMode>> {
  const keys = Object.values(PROVIDER_CREDENTIAL_KEYS).flat();
  const rows = await db
    .select({ key: appConfig.key, value: appConfig.value })
    .from(appConfig)
    .where(inArray(appConfig.key, keys));
  const filled = new Set(rows.filter((r) => r.value.trim() !== '').map((r) => r.key));
  const [calendar] = await db.select().from(calendarCredentials).limit(1);
  const modes = {} as Record<ProviderName, ProviderMode>;
  for (const provider of PROVIDERS) {
    if (provider === 'calendar') {
      modes.calendar = calendar?.credentialsEncrypted && calendar.tokenEncrypted ? 'live' : 'simulated';
    } else {
      modes[provider] = PROVIDER_CREDENTIAL_KEYS[provider].every((k) => filled.has(k)) ? 'live' : 'simulated';
    }
  }
  return modes;
}
