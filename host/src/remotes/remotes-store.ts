import type { RemoteName } from '@callops/contracts/console';
import { type RemoteManifest, routeFactsOf } from '@callops/shell';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RemoteRegistry } from './remote-registry';

export type RemoteState =
  /** Registered, not asked for yet: no page of it has been wanted. */
  | { status: 'idle' }
  | { status: 'loading' }
  | {
      status: 'ready';
      manifest: RemoteManifest /** Bumped on every (re)load: remounts its pages. */;
      generation: number;
    }
  | { status: 'failed'; error: Error };

export interface RemotesState {
  remotes: Partial<Record<RemoteName, RemoteState>>;
  /** Loads a remote's manifest unless it is loaded or on its way: the first time one of its pages is wanted. */
  load(name: RemoteName): Promise<void>;
  /** Loads the code of the page at `path` (its remote's manifest first); never rejects: the page shows failures. */
  preloadPage(path: string): Promise<void>;
  /** Loads one remote afresh (the Retry of its error panel). */
  retry(name: RemoteName): Promise<void>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export interface RemotesStoreOptions {
  /** The path the browser shows: its page's code loads with its remote's manifest, before the page renders. */
  currentPath?: () => string;
  /**
   * Runs work once the browser has nothing more urgent to do: the code of a loaded remote's other pages is fetched
   * then, so a switch to one of them only renders. Without it nothing is fetched ahead.
   */
  whenIdle?: (work: () => void) => void;
}

/** A loaded remote's pages, one after the other (a page that cannot load shows its error if it is ever opened). */
async function preloadEveryPage(manifest: RemoteManifest): Promise<void> {
  for (const route of manifest.routes) await route.page.preload().catch(() => undefined);
}

/**
 * The manifests of the registered remotes, each loaded when one of its pages is first wanted (the route table says
 * which remote serves a page, so boot fetches only the current page's remote); one remote failing leaves the
 * others untouched.
 */
export function createRemotesStore(
  registry: RemoteRegistry,
  options: RemotesStoreOptions = {},
): StoreApi<RemotesState> {
  let generation = 0;
  const inFlight = new Map<RemoteName, Promise<void>>();
  return createStore<RemotesState>()((set, get) => {
    const setRemote = (name: RemoteName, state: RemoteState) =>
      set((current) => ({ remotes: { ...current.remotes, [name]: state } }));

    async function fetchManifest(name: RemoteName, fresh: boolean) {
      // A failed remote keeps its error panel (its Retry spinning) until the new attempt ends.
      if (get().remotes[name]?.status !== 'failed') setRemote(name, { status: 'loading' });
      let manifest: RemoteManifest;
      try {
        manifest = await (fresh ? registry.reloadManifest(name) : registry.loadManifest(name));
        const path = options.currentPath?.();
        const opening = manifest.routes.find((route) => route.path === path);
        if (opening) {
          // The page's code is asked for before React renders the console with the route (a long first render of
          // the layout would hold the request back). A page that fails to load shows its error inside its own
          // boundary when it renders, not here.
          await opening.page.preload().catch(() => undefined);
        }
      } catch (error) {
        setRemote(name, { status: 'failed', error: asError(error) });
        return;
      }
      generation += 1;
      setRemote(name, { status: 'ready', manifest, generation });
      options.whenIdle?.(() => void preloadEveryPage(manifest));
    }

    const track = (name: RemoteName, loading: Promise<void>) => {
      const tracked = loading.finally(() => inFlight.delete(name));
      inFlight.set(name, tracked);
      return tracked;
    };

    return {
      remotes: Object.fromEntries(registry.names.map((name) => [name, { status: 'idle' }])),
      load(name) {
        const state = get().remotes[name];
        if (state?.status !== 'idle') return inFlight.get(name) ?? Promise.resolve();
        return track(name, fetchManifest(name, false));
      },
      async preloadPage(path) {
        const facts = routeFactsOf(path);
        if (!facts) return;
        await get().load(facts.remote);
        const state = get().remotes[facts.remote];
        const route =
          state?.status === 'ready' ? state.manifest.routes.find((r) => r.path === path) : undefined;
        // A page that cannot load shows its error when it renders.
        await route?.page.preload().catch(() => undefined);
      },
      retry: (name) => track(name, fetchManifest(name, true)),
    };
  });
}
