import { page, remoteRoute } from '../test-support/console-fixtures';
import { parseRemoteManifest } from './remote-manifest-module';

describe('parseRemoteManifest', () => {
  it("takes the module's default export", () => {
    const manifest = { name: 'settings', routes: [remoteRoute('/settings/general')] };
    expect(parseRemoteManifest({ default: manifest }, 'settings')).toBe(manifest);
  });

  it('rejects a module without a manifest', () => {
    expect(() => parseRemoteManifest({ default: 42 }, 'settings')).toThrow(
      'Remote settings exposes no manifest',
    );
    expect(() => parseRemoteManifest(null, 'settings')).toThrow('Remote settings exposes no manifest');
  });

  it('rejects the manifest of another remote', () => {
    expect(() => parseRemoteManifest({ default: { name: 'dev-tools', routes: [] } }, 'settings')).toThrow(
      'Remote settings exposes the manifest of dev-tools',
    );
  });

  it('rejects routes without an absolute path, to a page the console does not know or of another remote, or without a loadable page', () => {
    expect(() =>
      parseRemoteManifest(
        { default: { name: 'settings', routes: [{ path: 'general', page: page('x') }] } },
        'settings',
      ),
    ).toThrow('Remote settings lists a route without an absolute path');
    expect(() =>
      parseRemoteManifest(
        { default: { name: 'settings', routes: [{ path: '/settings/experimental', page: page('x') }] } },
        'settings',
      ),
    ).toThrow('Remote settings lists /settings/experimental, a page the console does not know');
    expect(() =>
      parseRemoteManifest(
        { default: { name: 'settings', routes: [{ path: '/users', page: page('x') }] } },
        'settings',
      ),
    ).toThrow('Remote settings lists /users, a page of dev-tools');
    expect(() =>
      parseRemoteManifest(
        { default: { name: 'settings', routes: [{ path: '/settings/general' }] } },
        'settings',
      ),
    ).toThrow('Remote settings lists /settings/general without a page');
    // A page built before lazyPage (a bare React.lazy) cannot be loaded ahead of rendering.
    expect(() =>
      parseRemoteManifest(
        { default: { name: 'settings', routes: [{ path: '/settings/general', page: () => null }] } },
        'settings',
      ),
    ).toThrow('Remote settings lists /settings/general without a page');
  });
});
