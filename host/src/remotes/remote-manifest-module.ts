import type { RemoteName } from '@callops/contracts/console';
import { type RemoteManifest, routeFactsOf } from '@callops/shell';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The manifest a remote's `./manifest` module exports as default, checked before the host trusts it: a
 * remote built against another contract fails here, inside its own error panel, not in the router.
 */
export function parseRemoteManifest(module: unknown, expected: RemoteName): RemoteManifest {
  const manifest = isObject(module) && 'default' in module ? module.default : module;
  if (!isObject(manifest) || !Array.isArray(manifest.routes)) {
    throw new Error(`Remote ${expected} exposes no manifest`);
  }
  if (manifest.name !== expected) {
    throw new Error(`Remote ${expected} exposes the manifest of ${String(manifest.name)}`);
  }
  for (const route of manifest.routes) {
    if (!isObject(route) || typeof route.path !== 'string' || !route.path.startsWith('/')) {
      throw new Error(`Remote ${expected} lists a route without an absolute path`);
    }
    const facts = routeFactsOf(route.path);
    if (!facts) {
      throw new Error(`Remote ${expected} lists ${route.path}, a page the console does not know`);
    }
    if (facts.remote !== expected) {
      throw new Error(`Remote ${expected} lists ${route.path}, a page of ${facts.remote}`);
    }
    if (
      typeof route.page !== 'function' ||
      typeof (route.page as { preload?: unknown }).preload !== 'function'
    ) {
      throw new Error(`Remote ${expected} lists ${route.path} without a page`);
    }
  }
  return manifest as unknown as RemoteManifest;
}
