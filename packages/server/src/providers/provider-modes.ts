import { PROVIDERS, type ProviderMode, type ProviderName, providerLiveKeys } from '@callops/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appConfig, calendarCredentials } from '../db/schema';

/**
 * Live or simulated, per provider, read from the settings at the moment of asking (never cached at start-up), so
 * entering or clearing credentials switches a provider without a restart.
 */
export async function providerModes(db: Db): Promise<Record<ProviderName, ProviderMode>> {
  const keys = PROVIDERS.flatMap(providerLiveKeys);
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
      const needed = providerLiveKeys(provider);
      modes[provider] = needed.length > 0 && needed.every((k) => filled.has(k)) ? 'live' : 'simulated';
    }
  }
  return modes;
}
