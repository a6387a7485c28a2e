// Where each remote's entry is: served by this server from its web root unless the deployment names another
// origin. The route runtime and the console config both need it, so it lives on the http floor.
import { DEV_ONLY_REMOTES, REMOTE_NAMES, type RemoteName } from '@callops/contracts/console';
import type { AppConfig } from '../config';

/** The entry of a remote served by this server from its web root (the host fetches its manifest there). */
export const servedRemoteEntry = (name: RemoteName) => `/remotes/${name}/mf-manifest.json`;

/** Production never registers the development-only remotes. */
export function remotesFor(config: AppConfig): { name: RemoteName; entry: string }[] {
  return REMOTE_NAMES.filter((name) => config.mode === 'development' || !DEV_ONLY_REMOTES.includes(name)).map(
    (name) => ({ name, entry: config.remoteEntries[name] ?? servedRemoteEntry(name) }),
  );
}
