import { validateConfigValue } from '@callops/contracts/settings';
import type { Db } from '../../db/client';
import { findConfigRow } from './service';

/**
 * A whole-number setting as it is right now (settings are live: read at the moment of use, never at start-up);
 * `fallback` when the entry is missing or does not hold a valid number.
 */
export async function readIntegerSetting(db: Db, key: string, fallback: number): Promise<number> {
  const row = await findConfigRow(db, key);
  if (!row || row.isSensitive || validateConfigValue(key, row.value) !== null) return fallback;
  const value = Number(row.value.trim());
  return Number.isSafeInteger(value) ? value : fallback;
}

/** How long a new sign-in lasts (security › session_lifetime_minutes), in seconds. */
export async function sessionLifetimeSeconds(db: Db, fallbackSeconds: number): Promise<number> {
  const minutes = await readIntegerSetting(db, 'session_lifetime_minutes', 0);
  return minutes > 0 ? minutes * 60 : fallbackSeconds;
}

/** Failed sign-ins before 429 (security › login_max_attempts). */
export async function loginMaxFailures(db: Db, fallback: number): Promise<number> {
  return readIntegerSetting(db, 'login_max_attempts', fallback);
}

/** The business time zone (scheduling › business_timezone): today, tomorrow and Friday are days there. */
export async function businessTimezone(db: Db, fallback: string): Promise<string> {
  const row = await findConfigRow(db, 'business_timezone');
  return row && validateConfigValue('business_timezone', row.value) === null ? row.value.trim() : fallback;
}
