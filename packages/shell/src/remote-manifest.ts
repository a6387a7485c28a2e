import type { RemoteName, RoutePath } from '@callops/contracts/console';
import type { Endpoint, EndpointInput, InputOptional } from '@callops/contracts/core';
import type { LazyPage } from './lazy-page';

/** A read a page starts with, under the same key as its useEndpointQuery. */
export interface RouteQuery {
  endpoint: Endpoint;
  input?: object;
}

export const routeQuery = <E extends Endpoint>(
  endpoint: E,
  ...[input]: InputOptional<E> extends true ? [input?: EndpointInput<E>] : [input: EndpointInput<E>]
): RouteQuery => ({ endpoint, input: input as object | undefined });

/**
 * One page a remote provides: which path of the console's route table and the page. Which remote serves it, its
 * sidebar entry, development-only flag and whether it is public come from the table (ROUTE_FACTS), never from here.
 */
export interface RemoteRoute {
  path: RoutePath;
  /** The page (lazyPage), so the manifest chunk stays tiny. */
  page: LazyPage;
  /**
   * The reads the page starts with, loaded apart from the manifest (a dynamic import of the page's query module,
   * which the page's code loads too): the host starts them while the rest of the page's code is on its way.
   */
  queries?: () => Promise<readonly RouteQuery[]>;
}

/** What a remote's `./manifest` module exports as default: its pages, the ones the route table assigns to it. */
export interface RemoteManifest {
  name: RemoteName;
  routes: RemoteRoute[];
}

/** Identity helper that type-checks a manifest where it is written. */
export const defineRemoteManifest = (manifest: RemoteManifest): RemoteManifest => manifest;
