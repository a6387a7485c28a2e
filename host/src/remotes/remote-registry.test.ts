import { manifest } from '../test-support/console-fixtures';
import { createRemoteRegistry, type FederationRuntime } from './remote-registry';

const fakeRuntime = (modules: Record<string, unknown>) => {
  const runtime = {
    registerRemotes: jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>(),
    loadRemote: jest.fn(async (id: string) => {
      const module = modules[id];
      if (module instanceof Error) throw module;
      return module ?? null;
    }),
  };
  return runtime as typeof runtime & FederationRuntime;
};

const remotes = [
  { name: 'calling-ops' as const, entry: '/remotes/calling-ops/mf-manifest.json' },
  { name: 'settings' as const, entry: 'http://localhost:3003/mf-manifest.json' },
];

describe('createRemoteRegistry', () => {
  it('registers the remotes of the console config under their container names', () => {
    const runtime = fakeRuntime({});
    const registry = createRemoteRegistry(remotes, runtime);
    expect(registry.names).toEqual(['calling-ops', 'settings']);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'callops_calling_ops', entry: '/remotes/calling-ops/mf-manifest.json' },
      { name: 'callops_settings', entry: 'http://localhost:3003/mf-manifest.json' },
    ]);
  });

  it("loads a remote's ./manifest module and checks it", async () => {
    const settings = manifest('settings', []);
    const registry = createRemoteRegistry(
      remotes,
      fakeRuntime({ 'callops_settings/manifest': { default: settings } }),
    );
    await expect(registry.loadManifest('settings')).resolves.toBe(settings);
    await expect(registry.loadManifest('calling-ops')).rejects.toThrow(
      'Remote calling-ops could not be loaded',
    );
  });

  it('passes on the error of a remote that cannot be fetched', async () => {
    const registry = createRemoteRegistry(
      remotes,
      fakeRuntime({ 'callops_settings/manifest': new Error('ScriptNetworkError') }),
    );
    await expect(registry.loadManifest('settings')).rejects.toThrow('ScriptNetworkError');
  });

  it('re-registers a remote by force before loading it again, so nothing failed is reused', async () => {
    const runtime = fakeRuntime({ 'callops_settings/manifest': { default: manifest('settings', []) } });
    const registry = createRemoteRegistry(remotes, runtime);
    await registry.reloadManifest('settings');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'callops_settings', entry: 'http://localhost:3003/mf-manifest.json' }],
      { force: true },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('callops_settings/manifest');
  });

  it('refuses remotes the console config does not list', async () => {
    const registry = createRemoteRegistry(remotes, fakeRuntime({}));
    expect(() => registry.reloadManifest('dev-tools')).toThrow(
      'Remote dev-tools is not in the console config',
    );
  });
});
