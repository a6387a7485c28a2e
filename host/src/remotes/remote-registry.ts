import { REMOTE_CONTAINERS, REMOTE_MANIFEST_MODULE } from '@callops/build-config/remotes';
import type { ConsoleConfig, RemoteName } from '@callops/contracts/console';
import type { RemoteManifest } from '@callops/shell';
import { parseRemoteManifest } from './remote-manifest-module';

/** The part of the federation runtime (`@module-federation/enhanced/runtime`) the registry uses. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteRegistry {
  /** The remotes of the console config, in its order. */
  readonly names: readonly RemoteName[];
  /** Loads the remote's `./manifest` module (its entry first, on first use). */
  loadManifest(name: RemoteName): Promise<RemoteManifest>;
  /**
   * Forgets everything loaded from the remote (entry, container, modules, including a failed lazy page) and
   * loads its manifest afresh: Retry without a page reload.
   */
  reloadManifest(name: RemoteName): Promise<RemoteManifest>;
}

/** Registers the remotes the console config lists with the federation runtime; nothing is known at build time. */
export function createRemoteRegistry(
  remotes: ConsoleConfig['remotes'],
  runtime: FederationRuntime,
): RemoteRegistry {
  const entries = new Map(remotes.map((remote) => [remote.name, remote.entry]));
  const federationRemote = (name: RemoteName) => {
    const entry = entries.get(name);
    if (entry === undefined) throw new Error(`Remote ${name} is not in the console config`);
    return { name: REMOTE_CONTAINERS[name], entry };
  };
  runtime.registerRemotes([...entries.keys()].map(federationRemote));

  async function loadManifest(name: RemoteName): Promise<RemoteManifest> {
    const module = await runtime.loadRemote<unknown>(
      `${REMOTE_CONTAINERS[name]}/${REMOTE_MANIFEST_MODULE.replace(/^\.\//, '')}`,
    );
    if (module === null) throw new Error(`Remote ${name} could not be loaded`);
    return parseRemoteManifest(module, name);
  }

  return {
    names: [...entries.keys()],
    loadManifest,
    reloadManifest(name) {
      runtime.registerRemotes([federationRemote(name)], { force: true });
      return loadManifest(name);
    },
  };
}
