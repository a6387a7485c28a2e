import { LOGIN } from '@callops/contracts/auth';

/** How long login waits before its one retry after a 429: the Retry-After seconds, bounded 1–5, default 2. */
export function loginRetryDelayMs(retryAfter: string | null): number {
  const text = retryAfter?.trim() ?? '';
  const seconds = text === '' ? Number.NaN : Number(text);
  const chosen = Number.isFinite(seconds) ? seconds : LOGIN.retryAfterDefaultSeconds;
  return Math.min(LOGIN.retryAfterMaxSeconds, Math.max(LOGIN.retryAfterMinSeconds, chosen)) * 1000;
}
