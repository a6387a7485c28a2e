import type { RemoteName, RoutePath } from '@callops/contracts/console';
import type { LazyPage } from './lazy-page';

/**
 * One page a remote provides: which path of the console's route table and the page. Which remote serves it, its
 * sidebar entry, development-only flag, whether it is public and the reads it opens with come from the table
 * (ROUTE_FACTS), never from here.
 */
export interface RemoteRoute {
  path: RoutePath;
  /** The page (lazyPage), so the manifest chunk stays tiny. */
  page: LazyPage;
}

/** What a remote's `./manifest` module exports as default: its pages, the ones the route table assigns to it. */
export interface RemoteManifest {
  name: RemoteName;
  routes: RemoteRoute[];
}

/** Identity helper that type-checks a manifest where it is written. */
export const defineRemoteManifest = (manifest: RemoteManifest): RemoteManifest => manifest;
