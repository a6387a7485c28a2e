import type { Endpoint, EndpointResult } from '@callops/contracts/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointQueryKey } from './endpoint-query';

/**
 * Changes what the cache holds for one read, under every input it was asked with, without asking the server: a write
 * whose answer is the changed row puts it in place at once (the read is still refreshed by the write's tags).
 */
export function useUpdateCachedRead<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useCallback(
    (update: (data: EndpointResult<E>) => EndpointResult<E>) => {
      const [tag, route] = endpointQueryKey(endpoint);
      queryClient.setQueriesData<EndpointResult<E>>({ queryKey: [tag, route] }, (data) =>
        data === undefined ? data : update(data),
      );
    },
    [queryClient, endpoint],
  );
}
