import { LEAD_MESSAGES } from '@callops/contracts/leads';
import { errorMessageOf, failureStatus, isAuthFailure } from '@callops/shell';

/** What a tab's load failure names: 'Failed to load {tab} data: {message}'. */
export type DbLeadsTab = 'leads' | 'appointments';

/**
 * A tab's load is tried once more (after RETRY.leadLoadRetryDelayMs) when its failure mentions fetch or 500: the
 * network failed ('Failed to fetch') or the server did (a 500 whose message may not say so).
 */
export function shouldRetryLeadLoad(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isAuthFailure(error)) return false;
  const message = errorMessageOf(error, '');
  return /fetch|500/i.test(message) || failureStatus(error) === 500;
}

export const tabLoadError = (tab: DbLeadsTab, error: unknown): Error =>
  new Error(LEAD_MESSAGES.loadTabFailed(tab, errorMessageOf(error)));
