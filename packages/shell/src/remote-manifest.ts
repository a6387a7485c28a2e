import type { RemoteName } from '@callops/contracts/console';
import type { ReactNode } from 'react';
import type { LazyPage } from './lazy-page';
import type { RoutePath } from './route-table';

/**
 * One page a remote provides: which path of the console's route table, the page and its sidebar icon. Its section,
 * label, order, development-only flag and whether it is public come from the table (ROUTE_FACTS), never from here.
 */
export interface RemoteRoute {
  path: RoutePath;
  /** The page (lazyPage), so the manifest chunk stays tiny. */
  page: LazyPage;
  icon?: ReactNode;
}

/** What a remote's `./manifest` module exports as default: the pages that really work. */
export interface RemoteManifest {
  name: RemoteName;
  routes: RemoteRoute[];
}

/** Identity helper that type-checks a manifest where it is written. */
export const defineRemoteManifest = (manifest: RemoteManifest): RemoteManifest => manifest;
