import { ApiError } from '@callops/api-client';
import { QueryClient } from '@tanstack/react-query';

/** The console's one QueryClient: a failed read is tried once more, except when the session is gone. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.isAuthError),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
