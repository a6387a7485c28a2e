import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSharedConfig, SHARED_PACKAGES, SHARED_WORKSPACE_PACKAGES } from './mf-shared.mjs';
import { SHARED_KITS, sharedKitPath } from './shared-kits.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const shared = createSharedConfig(join(repo, 'host'));

describe('createSharedConfig', () => {
  it('shares every key as a lazily loaded singleton with an explicit range', () => {
    for (const [key, entry] of Object.entries(shared)) {
      expect({ key, singleton: entry.singleton, eager: entry.eager }).toEqual({
        key,
        singleton: true,
        eager: false,
      });
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
    }
  });

  it('gives subpath imports their own keys', () => {
    for (const key of ['react/jsx-runtime', 'react-dom/client', 'react-router-dom']) {
      expect(shared[key]).toBeDefined();
    }
  });

  it('reads versions from the installed packages', () => {
    expect(shared.react.version).toMatch(/^19\./);
    expect(shared['react/jsx-runtime'].version).toBe(shared.react.version);
    expect(shared.antd.version).toMatch(/^6\./);
    expect(shared.zod.version).toMatch(/^4\./);
  });

  it('shares the workspace packages with a semver range, never workspace:*', () => {
    for (const name of SHARED_WORKSPACE_PACKAGES) expect(shared[name].requiredVersion).toBe('^1.0.0');
  });

  it('never shares @ant-design/icons and uses no shared tree-shaking', () => {
    expect(Object.keys(shared)).not.toContain('@ant-design/icons');
    expect(SHARED_PACKAGES).not.toContain('@ant-design/icons');
    for (const entry of Object.values(shared)) expect(entry).not.toHaveProperty('treeShaking');
  });

  it("provides the console's kits under their keys, at the package's version", () => {
    for (const key of Object.keys(SHARED_KITS))
      expect(shared[key].import).toBe(sharedKitPath(join(repo, 'host'), key));
    expect(shared.antd.version).toMatch(/^6\./);
    expect(shared['react-router-dom'].version).toMatch(/^7\./);
    // react-router is reached through the react-router-dom kit only
    expect(shared['react-router']).toBeUndefined();
  });

  it('fails loudly for an app folder where the packages are not installed', () => {
    expect(() => createSharedConfig('/')).toThrow(/cannot find the installed version of 'react'/);
  });
});
