// The one `shared` setting of every federation config (host and remotes alike). Rules learnt the hard way:
// every entry a singleton with an explicit requiredVersion and eager: false (apps boot through
// import('./bootstrap')); subpath imports get their own keys; workspace packages are shared with a semver
// range, never `workspace:*`; @ant-design/icons is NOT shared (sharing it ships every icon); antd, react-router-dom
// and zod are shared as the console's kits (shared-kits.mjs), not as whole packages, and get no federation shared
// tree-shaking (that one infers each app's exports alone, so remotes would miss what only they use).

import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SHARED_KITS, sharedKitPath } from './shared-kits.mjs';

/** Third-party packages shared as singletons, keyed as they are imported. */
export const SHARED_PACKAGES = Object.freeze([
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'antd',
  '@tanstack/react-query',
  'zustand',
  'dayjs',
  'zod',
]);

/**
 * Workspace packages shared as singletons: the host-to-remote contract itself (one session, one api client whose
 * errors every remote can recognise). Changing one of these is changing the host's contract: rebuild the host.
 * @callops/contracts and @callops/ui are deliberately NOT shared: a singleton copy would pin every remote to the
 * host's build of them (all at version 1.0.0), so a remote rebuilt against newer texts or rules would run the
 * host's older copy and break until the host is rebuilt. Each app bundles its own; they hold no shared state
 * (the UI kit's one-recording-at-a-time coordinator lives on globalThis).
 */
export const SHARED_WORKSPACE_PACKAGES = Object.freeze(['@callops/shell', '@callops/api-client']);

const packageNameOf = (key) =>
  (key.startsWith('@') ? key.split('/').slice(0, 2) : key.split('/', 1)).join('/');

/**
 * Where the package.json of `name` is as `req` finds it: in the node_modules folders Node would search
 * (workspace packages export only `.`, so `name/package.json` cannot be resolved).
 * @param {NodeJS.Require} req
 * @param {string} name
 * @returns {string}
 */
function packageJsonPath(req, name) {
  for (const modulesDir of req.resolve.paths(name) ?? []) {
    const file = join(modulesDir, name, 'package.json');
    if (existsSync(file)) return realpathSync(file);
  }
  throw new Error(`no package.json for ${name}`);
}

/**
 * The installed version of `name`, looked up from the app and, for packages only the workspace packages
 * depend on (zod), from @callops/contracts.
 * @param {string} name
 * @param {string} appDir
 * @returns {string}
 */
function installedVersion(name, appDir) {
  const fromApp = createRequire(join(appDir, 'package.json'));
  const searchFrom = [fromApp];
  try {
    searchFrom.push(createRequire(packageJsonPath(fromApp, '@callops/contracts')));
  } catch {
    // the app does not depend on contracts: only its own dependencies count
  }
  for (const req of searchFrom) {
    try {
      return JSON.parse(readFileSync(packageJsonPath(req, name), 'utf8')).version;
    } catch {
      // try the next place
    }
  }
  throw new Error(`@callops/build-config: cannot find the installed version of '${name}' from ${appDir}`);
}

/**
 * @typedef {{ singleton: true, eager: false, requiredVersion: string, version: string, import?: string }} SharedEntry
 */

/**
 * The `shared` option for the app in `appDir`: every key a singleton, `requiredVersion` `^<installed>`; a key with a
 * kit provides (and falls back to) the kit.
 * @param {string} appDir the folder of the app's package.json
 * @returns {Record<string, SharedEntry>}
 */
export function createSharedConfig(appDir) {
  /** @type {Record<string, SharedEntry>} */
  const shared = {};
  // A kit's key may be none of the packages' (antd/later): it is versioned as its package.
  for (const key of new Set([
    ...SHARED_PACKAGES,
    ...SHARED_WORKSPACE_PACKAGES,
    ...Object.keys(SHARED_KITS),
  ])) {
    const version = installedVersion(packageNameOf(key), appDir);
    shared[key] = { singleton: true, eager: false, requiredVersion: `^${version}`, version };
  }
  // Its build needs sharedKitsPlugin(appDir).
  for (const key of Object.keys(SHARED_KITS))
    shared[key] = { ...shared[key], import: sharedKitPath(appDir, key) };
  return shared;
}
