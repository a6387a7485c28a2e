import type { ApiClient } from '@callops/api-client';
import type { User } from '@callops/contracts/users';
import { canCall, endpointQuery } from '@callops/shell';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRemotesState } from './remotes-store-context';

/**
 * Route-level prefetch: the reads the opening page declares start as soon as its remote's manifest names them,
 * while the page's code is still loading; the page then finds its data in the cache. Only reads the user may make.
 */
export function useOpeningRoutePrefetch(queryClient: QueryClient, api: ApiClient, user: User | null) {
  const route = useRemotesState((state) => state.openingRoute);
  // Once per opening route: a later change of the user object (a session check) is no reason to read again.
  const prefetched = useRef<unknown>(null);
  useEffect(() => {
    if (!route?.queries || !user || prefetched.current === route) return;
    prefetched.current = route;
    route.queries().then(
      (queries) => {
        for (const { endpoint, input } of queries) {
          if (canCall(user, endpoint)) {
            void queryClient.prefetchQuery(endpointQuery(api, endpoint, input as never));
          }
        }
      },
      // The page makes its own reads when it renders, and shows what failed.
      () => undefined,
    );
  }, [route, user, api, queryClient]);
}
