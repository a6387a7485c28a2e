import type { AppMode, RemoteName } from '@callops/contracts/console';
import {
  isDevOnlyRoute,
  isPublicRoute,
  type RemoteRoute,
  ROUTE_FACTS,
  type RouteFacts,
} from '@callops/shell';
import type { RemoteState } from '../remotes/remotes-store';

/** A page of a remote as the host mounts it. */
export interface ConsoleRoute {
  remote: RemoteName;
  /** The remote's load generation: a Retry remounts its pages with fresh lazy components. */
  generation: number;
  route: RemoteRoute;
  /** What the route table says about the path: sidebar place, development only, public. */
  facts: RouteFacts;
}

export interface ConsoleRoutes {
  /** Mounted outside the protected layout. */
  publicRoutes: ConsoleRoute[];
  protectedRoutes: ConsoleRoute[];
  /** Remotes whose manifest is still on its way. */
  loading: RemoteName[];
  /** Remotes whose manifest could not be loaded. */
  failed: { name: RemoteName; error: Error }[];
}

/**
 * Merges the routes of every loaded manifest, in console-config order (the first remote to claim a path keeps
 * it), with the facts of the route table: production drops the development-only pages (spec §2), public pages
 * mount outside the protected layout.
 */
export function composeRoutes(
  remotes: Partial<Record<RemoteName, RemoteState>>,
  mode: AppMode,
): ConsoleRoutes {
  const result: ConsoleRoutes = { publicRoutes: [], protectedRoutes: [], loading: [], failed: [] };
  const claimed = new Set<string>();
  for (const [name, state] of Object.entries(remotes) as [RemoteName, RemoteState][]) {
    if (state.status === 'loading') result.loading.push(name);
    if (state.status === 'failed') result.failed.push({ name, error: state.error });
    if (state.status !== 'ready') continue;
    for (const route of state.manifest.routes) {
      const facts = ROUTE_FACTS[route.path];
      if (claimed.has(route.path) || (mode === 'production' && isDevOnlyRoute(facts))) continue;
      claimed.add(route.path);
      const mounted = { remote: name, generation: state.generation, route, facts };
      (isPublicRoute(facts) ? result.publicRoutes : result.protectedRoutes).push(mounted);
    }
  }
  return result;
}
