import { KNOWN_CONFIG_KEYS } from '@callops/contracts';
import type { Db } from '../db/client';
import { appConfig } from '../db/schema';
import type { Cipher } from '../secrets/cipher';

/** Admin alert phones of the demo deployment. */
const DEMO_ADMIN_PHONES = ['+14165550100', '+16475550101'];

/**
 * Every known setting with its description, group, priority and default. Provider credentials stay empty, so every
 * provider runs simulated until someone enters real ones.
 */
export async function seedConfigEntries(tx: Db, now: Date, cipher: Cipher): Promise<number> {
  const rows = KNOWN_CONFIG_KEYS.map((def) => {
    const plain =
      def.key === 'admin_phone_numbers' ? JSON.stringify(DEMO_ADMIN_PHONES) : (def.defaultValue ?? '');
    return {
      key: def.key,
      value: def.sensitive && plain !== '' ? cipher.encrypt(plain) : plain,
      description: def.description,
      isSensitive: def.sensitive,
      guiGroup: def.group,
      guiPriority: def.priority,
      updatedAt: now,
    };
  });
  await tx.insert(appConfig).values(rows);
  return rows.length;
}
