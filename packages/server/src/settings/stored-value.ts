import { maskSensitiveValue } from '@callops/contracts/core';
import type { ConfigEntry, ConfigGroup } from '@callops/contracts/settings';
import type { appConfig } from '../db/schema';
import type { Cipher } from '../secrets/cipher';

export type ConfigRow = typeof appConfig.$inferSelect;

/** What goes into the value column: sensitive values encrypted, empty ones stay empty (empty = not set). */
export function toStoredValue(plain: string, sensitive: boolean, cipher: Cipher): string {
  return sensitive && plain !== '' ? cipher.encrypt(plain) : plain;
}

/**
 * The plain value of a row. A value that no longer decrypts (SECRET_KEY changed) reads as not set rather than
 * failing every settings call; entering it again repairs it.
 */
export function revealValue(row: Pick<ConfigRow, 'value'>, cipher: Cipher): string {
  if (!cipher.isEncrypted(row.value)) return row.value;
  try {
    return cipher.decrypt(row.value);
  } catch {
    return '';
  }
}

/** The value as it may leave the server: masked when sensitive. */
export function visibleValue(plain: string, sensitive: boolean): string {
  return sensitive ? maskSensitiveValue(plain) : plain;
}

export function toConfigEntry(row: ConfigRow, cipher: Cipher): ConfigEntry {
  return {
    key: row.key,
    value: visibleValue(revealValue(row, cipher), row.isSensitive),
    description: row.description,
    is_sensitive: row.isSensitive,
    gui_group: (row.guiGroup as ConfigGroup | null) ?? null,
    gui_priority: row.guiPriority,
    updated_at: row.updatedAt.toISOString(),
  };
}
