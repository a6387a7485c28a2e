import { KNOWN_CONFIG_KEYS, serializePhoneList } from '@callops/contracts/settings';
import type { Db } from '../db/client';
import { appConfig } from '../db/schema';
import { type InitialConfigSources, initialConfigValue } from '../modules/settings/initial-values';
import type { Cipher } from '../secrets/cipher';
import { notifySettingsChanged } from '../settings/settings-snapshot';
import { toStoredValue } from '../settings/stored-value';

/** Where the demo deployment differs from a fresh one; provider credentials are not among them. */
const DEMO_VALUES: Record<string, string> = {
  admin_phone_numbers: serializePhoneList(['+14165550100', '+16475550101']),
  admin_sms_enabled: 'true',
  smtp_from: 'appointments@example.com',
  business_name: 'CallOps Demo Services',
};

/**
 * Every known setting of every group with its description, group, priority and value (calling hours, time zone,
 * concurrency, reminder times, instructions, SMTP, retention...). Provider credentials stay empty, so every provider
 * runs simulated until someone enters real ones.
 */
export async function seedConfigEntries(
  tx: Db,
  now: Date,
  cipher: Cipher,
  settings: InitialConfigSources,
): Promise<number> {
  const rows = KNOWN_CONFIG_KEYS.map((definition) => ({
    key: definition.key,
    value: toStoredValue(
      DEMO_VALUES[definition.key] ?? initialConfigValue(definition, settings),
      definition.sensitive,
      cipher,
    ),
    description: definition.description,
    isSensitive: definition.sensitive,
    guiGroup: definition.group,
    guiPriority: definition.priority,
    updatedAt: now,
  }));
  await tx.insert(appConfig).values(rows);
  // A running server (the reset command runs beside it) reads its settings again.
  await notifySettingsChanged(tx);
  return rows.length;
}
