import type { RemoteName } from '@callops/contracts/console';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { NavPlacement } from './sidebar-sections';

export interface RemoteNav extends NavPlacement {
  icon?: ReactNode;
}

/** One page a remote contributes. */
export interface RemoteRoute {
  /** Absolute client path, e.g. '/jobs'. */
  path: string;
  /** The page, lazy so the manifest chunk stays tiny. */
  element: LazyExoticComponent<ComponentType>;
  /** Its sidebar entry; pages without one are reachable by URL only. */
  nav?: RemoteNav;
  /** Dropped (route and entry) in production. */
  devOnly?: boolean;
  /** Mounted outside the protected layout: no sign-in needed (the calendar callback). */
  public?: boolean;
}

/** What a remote's `./manifest` module exports as default: the pages that really work. */
export interface RemoteManifest {
  name: RemoteName;
  routes: RemoteRoute[];
}

/** Identity helper that type-checks a manifest where it is written. */
export const defineRemoteManifest = (manifest: RemoteManifest): RemoteManifest => manifest;
