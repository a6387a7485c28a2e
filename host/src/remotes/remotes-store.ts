import type { RemoteName } from '@callops/contracts/console';
import type { RemoteManifest, RemoteRoute } from '@callops/shell';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RemoteRegistry } from './remote-registry';

export type RemoteState =
  | { status: 'loading' }
  | {
      status: 'ready';
      manifest: RemoteManifest /** Bumped on every (re)load: remounts its pages. */;
      generation: number;
    }
  | { status: 'failed'; error: Error };

export interface RemotesState {
  remotes: Partial<Record<RemoteName, RemoteState>>;
  /** The route of the path the console opened with, as soon as its remote's manifest names it. */
  openingRoute: RemoteRoute | null;
  /** Loads the manifest of every registered remote in parallel. */
  loadAll(): Promise<void>;
  /** Loads one remote afresh (the Retry of its error panel). */
  retry(name: RemoteName): Promise<void>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export interface RemotesStoreOptions {
  /** The path the browser shows: its page's code loads with its remote's manifest, before the page renders. */
  currentPath?: () => string;
}

/** The manifests of the registered remotes; one remote failing leaves the others untouched. */
export function createRemotesStore(
  registry: RemoteRegistry,
  options: RemotesStoreOptions = {},
): StoreApi<RemotesState> {
  let generation = 0;
  return createStore<RemotesState>()((set) => {
    const setRemote = (name: RemoteName, state: RemoteState) =>
      set((current) => ({ remotes: { ...current.remotes, [name]: state } }));

    async function load(name: RemoteName, fresh: boolean) {
      setRemote(name, { status: 'loading' });
      try {
        const manifest = await (fresh ? registry.reloadManifest(name) : registry.loadManifest(name));
        const path = options.currentPath?.();
        const opening = manifest.routes.find((route) => route.path === path);
        if (opening) {
          set({ openingRoute: opening });
          // A page that fails to load shows its error inside its own boundary when it renders, not here.
          await opening.page.preload().catch(() => undefined);
        }
        generation += 1;
        setRemote(name, { status: 'ready', manifest, generation });
      } catch (error) {
        setRemote(name, { status: 'failed', error: asError(error) });
      }
    }

    return {
      remotes: Object.fromEntries(registry.names.map((name) => [name, { status: 'loading' }])),
      openingRoute: null,
      async loadAll() {
        await Promise.all(registry.names.map((name) => load(name, false)));
      },
      retry: (name) => load(name, true),
    };
  });
}
