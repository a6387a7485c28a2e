import type { AppMode, RemoteName } from '@callops/contracts/console';
import { NAV_ENTRIES, type RemoteRoute } from '@callops/shell';
import type { RemoteState } from '../remotes/remotes-store';

/** A page of a remote as the host mounts it. */
export interface ConsoleRoute {
  remote: RemoteName;
  /** The remote's load generation: a Retry remounts its pages with fresh lazy components. */
  generation: number;
  route: RemoteRoute;
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

const isDevOnly = (route: RemoteRoute) =>
  route.devOnly === true ||
  (route.path in NAV_ENTRIES && 'devOnly' in NAV_ENTRIES[route.path as keyof typeof NAV_ENTRIES]);

/**
 * Merges the routes of every loaded manifest, in console-config order (the first remote to claim a path keeps
 * it). Production drops the development-only pages: the route flag or the host's sidebar rule (spec §2).
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
      if (claimed.has(route.path) || (mode === 'production' && isDevOnly(route))) continue;
      claimed.add(route.path);
      const mounted = { remote: name, generation: state.generation, route };
      (route.public ? result.publicRoutes : result.protectedRoutes).push(mounted);
    }
  }
  return result;
}
