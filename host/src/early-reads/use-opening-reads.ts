import type { ApiClient } from '@callops/api-client';
import type { Endpoint } from '@callops/contracts/core';
import type { User } from '@callops/contracts/users';
import { canCall, endpointQuery } from '@callops/shell';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Route-level prefetch: the reads the opening page opens with (its route table entry) are asked for as soon as the
 * user is known, while the page's code is still loading; the page then finds its data in the cache. Only reads the
 * user may make. `asked` runs once they are all answered (or failed).
 */
export function useOpeningReads(
  queryClient: QueryClient,
  api: ApiClient,
  user: User | null,
  reads: readonly Endpoint[],
  asked: () => void,
) {
  // Once: a later change of the user object (a session check) is no reason to read again.
  const done = useRef(false);
  useEffect(() => {
    if (!user || done.current) return;
    done.current = true;
    const prefetches = reads
      .filter((endpoint) => canCall(user, endpoint))
      .map((endpoint) => queryClient.prefetchQuery(endpointQuery(api, endpoint, undefined as never)));
    // prefetchQuery never rejects: the page makes its own reads when it renders, and shows what failed.
    void Promise.all(prefetches).then(asked);
  }, [user, reads, api, queryClient, asked]);
}
