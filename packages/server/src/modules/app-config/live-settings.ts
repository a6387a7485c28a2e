import { validateConfigValue } from '@callops/contracts/settings';
import type { ServiceContext } from '../../context/service-context';
import { findConfigRow } from './service';

/**
 * A whole-number setting as it is right now (settings are live: read at the moment of use, never at start-up);
 * `fallback` when the entry is missing or does not hold a valid number.
 */
export async function readIntegerSetting(
  ctx: ServiceContext,
  key: string,
  fallback: number,
): Promise<number> {
  const row = await findConfigRow(ctx, key);
  if (!row || row.isSensitive || validateConfigValue(key, row.value) !== null) return fallback;
  const value = Number(row.value.trim());
  return Number.isSafeInteger(value) ? value : fallback;
}

/** How long a new sign-in lasts (security › session_lifetime_minutes), in seconds; JWT_TTL_SECONDS without it. */
export async function sessionLifetimeSeconds(ctx: ServiceContext): Promise<number> {
  const minutes = await readIntegerSetting(ctx, 'session_lifetime_minutes', 0);
  return minutes > 0 ? minutes * 60 : ctx.app.config.jwtTtlSeconds;
}

/** Failed sign-ins before 429 (security › login_max_attempts); LOGIN_MAX_FAILURES without it. */
export async function loginMaxFailures(ctx: ServiceContext): Promise<number> {
  return readIntegerSetting(ctx, 'login_max_attempts', ctx.app.config.loginThrottle.maxFailures);
}

/** The business time zone (scheduling › business_timezone): today, tomorrow and Friday are days there. */
export async function businessTimezone(ctx: ServiceContext): Promise<string> {
  const row = await findConfigRow(ctx, 'business_timezone');
  return row && validateConfigValue('business_timezone', row.value) === null
    ? row.value.trim()
    : ctx.app.config.businessTimezone;
}
