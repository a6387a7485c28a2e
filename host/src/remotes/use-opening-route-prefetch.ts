import type { ApiClient } from '@callops/api-client';
import type { User } from '@callops/contracts/users';
import { canCall, endpointQuery } from '@callops/shell';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRemotesState } from './remotes-store-context';

/**
 * Route-level prefetch: the reads the opening page declares start as soon as its remote's manifest names them,
 * while the page's code is still loading; the page then finds its data in the cache. Only reads the user may make.
 */
export function useOpeningRoutePrefetch(queryClient: QueryClient, api: ApiClient, user: User | null) {
  const route = useRemotesState((state) => state.openingRoute);
  useEffect(() => {
    if (!route?.queries || !user) return;
    let current = true;
    route.queries().then(
      (queries) => {
        for (const { endpoint, input } of current ? queries : []) {
          if (canCall(user, endpoint)) {
            void queryClient.prefetchQuery(endpointQuery(api, endpoint, input as never));
          }
        }
      },
      // The page makes its own reads when it renders, and shows what failed.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [route, user, api, queryClient]);
}
