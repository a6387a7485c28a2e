import type { RemoteName } from '@callops/contracts/console';
import { lazyPage, type RemoteManifest } from '@callops/shell';
import { manifest } from '../test-support/console-fixtures';
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
  it('starts with every remote loading, then keeps each outcome apart', async () => {
    const offline = new Error('offline');
    const registry = fakeRegistry(['calling-ops', 'settings'], {
      'calling-ops': [manifest('calling-ops', [])],
      settings: [offline],
    });
    const store = createRemotesStore(registry);
    expect(store.getState().remotes).toEqual({
      'calling-ops': { status: 'loading' },
      settings: { status: 'loading' },
    });

    await store.getState().loadAll();
    expect(store.getState().remotes['calling-ops']).toMatchObject({
      status: 'ready',
      manifest: { name: 'calling-ops' },
    });
    expect(store.getState().remotes.settings).toEqual({ status: 'failed', error: offline });
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
    await store.getState().loadAll();
    expect(store.getState().openingRoute?.path).toBe('/jobs');
    expect(jobsPage).toHaveBeenCalledTimes(1);
    expect(statsPage).not.toHaveBeenCalled();
    expect(brokenPage).not.toHaveBeenCalled();

    path = '/settings/general';
    await store.getState().retry('settings');
    expect(brokenPage).toHaveBeenCalledTimes(1);
    expect(store.getState().remotes.settings).toMatchObject({ status: 'ready' });
  });

  it('retries one remote afresh and gives it a new generation', async () => {
    const registry = fakeRegistry(['settings'], {
      settings: [manifest('settings', []), manifest('settings', [])],
    });
    const store = createRemotesStore(registry);
    await store.getState().loadAll();
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
});
