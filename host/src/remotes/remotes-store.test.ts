import type { RemoteName } from '@callops/contracts/console';
import { lazyPage, type RemoteManifest } from '@callops/shell';
import { manifest, remoteRoute } from '../test-support/console-fixtures';
import type { RemoteRegistry } from './remote-registry';
import { createRemotesStore } from './remotes-store';

const fakeRegistry = (
  names: RemoteName[],
  outcomes: Partial<Record<RemoteName, (RemoteManifest | Error)[]>>,
) => {
  const next = (name: RemoteName) => {
    const outcome = outcomes[name]?.shift();
    if (!outcome) throw new Error(`no outcome left for ${name}`);
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
  };
  return {
    names,
    loadManifest: jest.fn(next),
    reloadManifest: jest.fn(next),
  } satisfies RemoteRegistry;
};

describe('createRemotesStore', () => {
  it('loads nothing until a remote is wanted, then keeps each outcome apart', async () => {
    const offline = new Error('offline');
    const registry = fakeRegistry(['calling-ops', 'settings', 'dev-tools'], {
      'calling-ops': [manifest('calling-ops', [])],
      settings: [offline],
    });
    const store = createRemotesStore(registry);
    expect(store.getState().remotes).toEqual({
      'calling-ops': { status: 'idle' },
      settings: { status: 'idle' },
      'dev-tools': { status: 'idle' },
    });

    const loading = store.getState().load('calling-ops');
    expect(store.getState().remotes['calling-ops']).toEqual({ status: 'loading' });
    await Promise.all([loading, store.getState().load('settings')]);
    expect(store.getState().remotes['calling-ops']).toMatchObject({
      status: 'ready',
      manifest: { name: 'calling-ops' },
    });
    expect(store.getState().remotes.settings).toEqual({ status: 'failed', error: offline });
    expect(store.getState().remotes['dev-tools']).toEqual({ status: 'idle' });
    expect(registry.loadManifest.mock.calls).toEqual([['calling-ops'], ['settings']]);
  });

  it('asks the registry once however often a remote is wanted, and not again once it failed', async () => {
    const registry = fakeRegistry(['settings', 'dev-tools'], {
      settings: [manifest('settings', [])],
      'dev-tools': [new Error('offline')],
    });
    const store = createRemotesStore(registry);
    await Promise.all([store.getState().load('settings'), store.getState().load('settings')]);
    await store.getState().load('settings');
    await store.getState().load('dev-tools');
    await store.getState().load('dev-tools');
    expect(registry.loadManifest.mock.calls).toEqual([['settings'], ['dev-tools']]);
    // a remote the console config does not register is never asked for
    await store.getState().load('leads-crm');
    expect(registry.loadManifest).toHaveBeenCalledTimes(2);
  });

  it("loads the current path's page with its remote's manifest, and a page that fails to load fails only itself", async () => {
    const jobsPage = jest.fn(async () => ({ default: () => null }));
    const statsPage = jest.fn(async () => ({ default: () => null }));
    const brokenPage = jest.fn(async () => {
      throw new Error('Loading chunk 9 failed.');
    });
    const settingsManifest = () =>
      manifest('settings', [{ path: '/settings/general', page: lazyPage(brokenPage) }]);
    const registry = fakeRegistry(['calling-ops', 'settings'], {
      'calling-ops': [
        manifest('calling-ops', [
          { path: '/jobs', page: lazyPage(jobsPage) },
          { path: '/stats', page: lazyPage(statsPage) },
        ]),
      ],
      settings: [settingsManifest(), settingsManifest()],
    });
    let path = '/jobs';
    const store = createRemotesStore(registry, { currentPath: () => path });
    await store.getState().preloadPage(path);
    expect(jobsPage).toHaveBeenCalledTimes(1);
    expect(statsPage).not.toHaveBeenCalled();
    expect(registry.loadManifest).toHaveBeenCalledTimes(1);

    path = '/settings/general';
    await store.getState().load('settings');
    expect(brokenPage).toHaveBeenCalledTimes(1);
    expect(store.getState().remotes.settings).toMatchObject({ status: 'ready' });
  });

  it("asks for the opening page's code before the remote is ready, so the console renders the route with it", async () => {
    const page = jest.fn(async () => ({ default: () => null }));
    const registry = fakeRegistry(['calling-ops'], {
      'calling-ops': [manifest('calling-ops', [{ path: '/', page: lazyPage(page) }])],
    });
    const store = createRemotesStore(registry, { currentPath: () => '/' });
    const askedWhenReady: number[] = [];
    store.subscribe((state, previous) => {
      if (
        state.remotes['calling-ops']?.status === 'ready' &&
        previous.remotes['calling-ops']?.status !== 'ready'
      ) {
        askedWhenReady.push(page.mock.calls.length);
      }
    });
    await store.getState().load('calling-ops');
    expect(askedWhenReady).toEqual([1]);
  });

  it("preloads a page: its remote's manifest, then the page's code; unknown paths load nothing", async () => {
    const voicePage = jest.fn(async () => ({ default: () => null }));
    const registry = fakeRegistry(['calendar-voice'], {
      'calendar-voice': [manifest('calendar-voice', [{ path: '/voice', page: lazyPage(voicePage) }])],
    });
    const store = createRemotesStore(registry);
    await store.getState().preloadPage('/nowhere');
    expect(registry.loadManifest).not.toHaveBeenCalled();
    await store.getState().preloadPage('/voice');
    expect(voicePage).toHaveBeenCalledTimes(1);
    // a page the deployed remote does not provide: its manifest is loaded, nothing else
    await store.getState().preloadPage('/calendar');
    expect(registry.loadManifest).toHaveBeenCalledTimes(1);
  });

  it("fetches a loaded remote's other pages only once the browser is idle, past any that fails", async () => {
    const voicePage = jest.fn(async () => ({ default: () => null }));
    const brokenPage = jest.fn(async () => Promise.reject(new Error('chunk failed')));
    const callbackPage = jest.fn(async () => ({ default: () => null }));
    const registry = fakeRegistry(['calendar-voice'], {
      'calendar-voice': [
        manifest('calendar-voice', [
          { path: '/voice', page: lazyPage(voicePage) },
          { path: '/calendar', page: lazyPage(brokenPage) },
          { path: '/auth/calendar/callback', page: lazyPage(callbackPage) },
        ]),
      ],
    });
    const idleWork: (() => void)[] = [];
    const store = createRemotesStore(registry, { whenIdle: (work) => idleWork.push(work) });
    await store.getState().preloadPage('/voice');
    expect(callbackPage).not.toHaveBeenCalled();
    expect(idleWork).toHaveLength(1);
    idleWork[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(brokenPage).toHaveBeenCalledTimes(1);
    expect(callbackPage).toHaveBeenCalledTimes(1);
    expect(voicePage).toHaveBeenCalledTimes(1);
  });

  it('retries one remote afresh and gives it a new generation', async () => {
    const registry = fakeRegistry(['settings'], {
      settings: [manifest('settings', []), manifest('settings', [])],
    });
    const store = createRemotesStore(registry);
    await store.getState().load('settings');
    const first = store.getState().remotes.settings;

    const retrying = store.getState().retry('settings');
    expect(store.getState().remotes.settings).toEqual({ status: 'loading' });
    await retrying;

    expect(registry.reloadManifest).toHaveBeenCalledWith('settings');
    const second = store.getState().remotes.settings;
    expect(
      first?.status === 'ready' && second?.status === 'ready' && second.generation > first.generation,
    ).toBe(true);
  });

  it('keeps a failed remote failed while its retry runs, then shows the outcome', async () => {
    const offline = new Error('offline');
    const registry = fakeRegistry(['settings'], {
      settings: [offline, manifest('settings', [remoteRoute('/settings/general')])],
    });
    const store = createRemotesStore(registry);
    await store.getState().load('settings');
    const retrying = store.getState().retry('settings');
    expect(store.getState().remotes.settings).toEqual({ status: 'failed', error: offline });
    await retrying;
    expect(store.getState().remotes.settings).toMatchObject({ status: 'ready' });
  });
});
