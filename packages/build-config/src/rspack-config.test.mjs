import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostConfig, createRemoteConfig, DEV_SERVER_SOCKET_PATH } from './rspack-config.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const federationOptions = (config) =>
  config.plugins.find((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin')._options;

describe('createHostConfig', () => {
  const dir = join(repo, 'host');
  const production = createHostConfig({ dir })({}, { mode: 'production' });
  const development = createHostConfig({ dir })({}, { mode: 'development' });

  it('builds for the site root with content-hashed, minified chunks in production', () => {
    expect(production.output.publicPath).toBe('/');
    expect(production.output.filename).toMatch(/\[contenthash/);
    expect(production.output.chunkFilename).toMatch(/\[contenthash/);
    expect(production.optimization.minimize).toBe(true);
    expect(development.optimization.minimize).toBe(false);
  });

  it('writes compressed copies of its files in production only', () => {
    const precompress = (config) =>
      config.plugins.some((plugin) => plugin?.constructor?.name === 'PrecompressPlugin');
    expect(precompress(production)).toBe(true);
    expect(precompress(development)).toBe(false);
  });

  it('registers no remote at build time and shares lazily', () => {
    const mf = federationOptions(production);
    expect(mf.name).toBe('callops_host');
    expect(mf.remotes).toEqual({});
    expect(mf.shareStrategy).toBe('loaded-first');
    expect(mf.dts).toBe(false);
    // the page's one federation runtime, which production remotes use instead of their own, without its Node.js code
    expect(mf.experiments).toEqual({ provideExternalRuntime: true, optimization: { target: 'web' } });
  });

  it("leaves antd's style functions out, as the host renders from the built stylesheet", () => {
    const loaderOf = (config, file) =>
      config.module.rules.find((rule) => rule.loader && rule.test.test(file))?.loader ?? '';
    const antdStyle = join(repo, 'node_modules/.pnpm/antd@6/node_modules/antd/es/button/style/index.js');
    for (const config of [production, development])
      expect(loaderOf(config, antdStyle)).toMatch(/antd-zero-runtime-loader\.cjs$/);
    const remote = createRemoteConfig({ name: 'settings', dir: join(repo, 'remotes', 'settings') })(
      {},
      { mode: 'production' },
    );
    expect(loaderOf(remote, antdStyle)).toBe('');
  });

  it('serves on 3000 and forwards the API paths to the server', () => {
    expect(development.devServer.port).toBe(3000);
    expect(development.devServer.historyApiFallback).toBe(true);
    const [proxy] = development.devServer.proxy;
    expect(proxy.target).toBe('http://localhost:8080');
    expect(proxy.context).toEqual(['/api', '/health', '/console-config.json', '/ws', '/remotes']);
    expect(proxy.ws).toBe(true);
    expect(development.devServer.webSocketServer.options.path).toBe(DEV_SERVER_SOCKET_PATH);
  });
});

describe('createRemoteConfig', () => {
  const dir = join(repo, 'remotes', 'settings');
  const production = createRemoteConfig({ name: 'settings', dir })({}, { mode: 'production' });

  it('exposes ./manifest in remoteEntry.js with an mf-manifest.json, paths resolved at run time', () => {
    expect(production.output.publicPath).toBe('auto');
    const mf = federationOptions(production);
    expect(mf).toMatchObject({
      name: 'callops_settings',
      filename: 'remoteEntry.js',
      exposes: { './manifest': './src/manifest.tsx' },
      manifest: true,
      dts: false,
    });
    expect(mf.shared.react).toMatchObject({ singleton: true, eager: false });
  });

  it("uses the host's federation runtime and builds no standalone page in production only", () => {
    const development = createRemoteConfig({ name: 'settings', dir })({}, { mode: 'development' });
    expect(federationOptions(production).experiments).toEqual({ externalRuntime: true });
    expect(federationOptions(development).experiments).toEqual({ externalRuntime: false });
    const runtimeAdapter = (config) =>
      config.plugins.some((plugin) => plugin?.constructor?.name === 'RemoteRuntimePlugin');
    expect([runtimeAdapter(production), runtimeAdapter(development)]).toEqual([true, false]);
    const html = (config) =>
      config.plugins.some((plugin) => plugin?.constructor?.name === 'HtmlRspackPlugin');
    expect([production.entry, html(production)]).toEqual([{}, false]);
    expect([development.entry, html(development)]).toEqual([{ main: './src/index.ts' }, true]);
  });

  it('serves on its own port, readable from the host page', () => {
    const development = createRemoteConfig({ name: 'dev-tools', dir })({}, { mode: 'development' });
    expect(development.devServer.port).toBe(3005);
    expect(development.devServer.headers['Access-Control-Allow-Origin']).toBe('*');
  });

  it('lets tree shaking drop the unused exports of the @rc-component packages, which declare no side effects', () => {
    const rcIndex = join(repo, 'node_modules/.pnpm/x/node_modules/@rc-component/form/es/index.js');
    const rule = production.module.rules.find((r) => r.sideEffects === false);
    expect(rule.test.test(rcIndex)).toBe(true);
    expect(rule.test.test(join(repo, 'remotes', 'settings', 'src', 'manifest.tsx'))).toBe(false);
  });

  it('refuses an unknown remote', () => {
    expect(() => createRemoteConfig({ name: 'billing', dir })).toThrow("unknown remote 'billing'");
  });
});
