import { isAuthFailure } from '@callops/shell';
import { QueryClient } from '@tanstack/react-query';

const PREFETCH_FRESH_MS = 1_000;

/** The console's one QueryClient: a failed read is tried once more, except when the session is gone. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !isAuthFailure(error),
        refetchOnWindowFocus: false,
        // A page mounting right after its route's prefetch answered uses that answer instead of asking again.
        refetchOnMount: (query) =>
          query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > PREFETCH_FRESH_MS,
      },
      mutations: { retry: false },
    },
  });
}
