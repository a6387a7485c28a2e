import { maskSensitiveValue, type Role, sensitiveValueFor } from '@callops/contracts/core';
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

/** A setting as `role` reads it: a sensitive value masked for admins, only set or not set for the others. */
export function toConfigEntry(row: ConfigRow, cipher: Cipher, role: Role): ConfigEntry {
  const value = revealValue(row, cipher);
  return {
    key: row.key,
    value: row.isSensitive ? sensitiveValueFor(role, value) : value,
    description: row.description,
    is_sensitive: row.isSensitive,
    gui_group: (row.guiGroup as ConfigGroup | null) ?? null,
    gui_priority: row.guiPriority,
    updated_at: row.updatedAt.toISOString(),
  };
}
