import type { AppMode, RemoteName } from '@callops/contracts/console';
import { isDevOnlyRoute, isPublicRoute, ROUTE_FACTS, type RouteFacts, type RoutePath } from '@callops/shell';

/** A page of the route table as the host mounts it, whether or not its remote's code has loaded. */
export interface ConsoleRoute {
  path: RoutePath;
  remote: RemoteName;
  /** What the route table says about the path: sidebar place, development only, public. */
  facts: RouteFacts;
}

export interface ConsoleRoutes {
  /** Mounted outside the protected layout. */
  publicRoutes: ConsoleRoute[];
  protectedRoutes: ConsoleRoute[];
}

/**
 * Every page of the route table whose remote the console config registers, in table order: production drops the
 * development-only pages (spec §2), public pages mount outside the protected layout. Nothing here waits for a
 * remote: a page's remote loads when the page is wanted.
 */
export function composeRoutes(registered: readonly RemoteName[], mode: AppMode): ConsoleRoutes {
  const result: ConsoleRoutes = { publicRoutes: [], protectedRoutes: [] };
  for (const [path, facts] of Object.entries(ROUTE_FACTS) as [RoutePath, RouteFacts][]) {
    if (!registered.includes(facts.remote) || (mode === 'production' && isDevOnlyRoute(facts))) continue;
    const mounted = { path, remote: facts.remote, facts };
    (isPublicRoute(facts) ? result.publicRoutes : result.protectedRoutes).push(mounted);
  }
  return result;
}
