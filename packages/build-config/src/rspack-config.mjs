// rspack configs for the host and every remote, all built the same way: TypeScript through
// builtin:swc-loader, content-hashed chunks, boot through import('./bootstrap'), one `shared` setting.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack from '@rspack/core';
import { antdStaticStylePlugin } from './antd-static-style.mjs';
import { BootPreloadPlugin } from './boot-preload-plugin.mjs';
import { createSharedConfig } from './mf-shared.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { RemoteRuntimePlugin } from './remote-runtime-plugin.mjs';
import {
  API_DEV_ORIGIN,
  API_PROXY_PATHS,
  HOST_CONTAINER,
  HOST_DEV_PORT,
  REMOTE_CONTAINERS,
  REMOTE_DEV_PORTS,
  REMOTE_MANIFEST_MODULE,
} from './remotes.cjs';
import { RoutePagesPlugin } from './route-pages-plugin.mjs';
import { AFTER_BOOT_KITS, kitImportRoutes, sharedKitPath, sharedKitsPlugin } from './shared-kits.mjs';

/** @typedef {import('./remotes.cjs').RemoteName} RemoteName */
/** @typedef {import('@rspack/core').Configuration} Configuration */
/** @typedef {{ mode?: 'development' | 'production' }} CliArgv */
/** @typedef {(env: Record<string, unknown>, argv: CliArgv) => Configuration} ConfigFunction */

const KIT_IMPORTS_LOADER = fileURLToPath(new URL('./kit-imports-loader.cjs', import.meta.url));
const ANTD_ZERO_RUNTIME_LOADER = fileURLToPath(new URL('./antd-zero-runtime-loader.cjs', import.meta.url));

const ANTD_ES_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/;

/** The packages antd's components are made of. */
const RC_COMPONENT_MODULE = /[\\/]node_modules[\\/]@rc-component[\\/]/;

/** The oldest browsers the console runs in: those with every es2022 feature (the `target` below). */
const BROWSER_TARGETS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 16.4'];

/** The dev servers' own hot-reload socket; `/ws` belongs to the API's log stream. */
export const DEV_SERVER_SOCKET_PATH = '/rspack-dev-server';

/**
 * `rspack build` defaults NODE_ENV to production, `rspack serve` to development; `--mode` wins.
 * @param {CliArgv} argv
 * @returns {boolean}
 */
const isProductionBuild = (argv) =>
  (argv?.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development')) === 'production';

/**
 * @param {boolean} production
 * @returns {import('@rspack/core').RuleSetRule}
 */
const typeScriptRule = (production) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  // Loaders run last to first: swc strips the types, then each import finds its kit.
  use: [
    { loader: KIT_IMPORTS_LOADER, options: { routes: kitImportRoutes() } },
    {
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  ],
  type: 'javascript/auto',
});

/**
 * Settings every app shares.
 * @param {{ dir: string, production: boolean, uniqueName: string, publicPath: string, port: number }} options
 * @returns {Configuration}
 */
function baseConfig({ dir, production, uniqueName, publicPath, port }) {
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: join(dir, 'dist'),
      publicPath,
      uniqueName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        typeScriptRule(production),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|mp3|wav)$/, type: 'asset' },
        // They declare no `sideEffects`, though importing their modules does nothing: without this, every export of
        // an index a component imports one name from ships (all of rc-form for antd's form context, say).
        { test: RC_COMPONENT_MODULE, sideEffects: false },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // The browsers of the es2022 target: they have logical properties and :is(), which lightningcss would
        // otherwise rewrite for older ones, repeating antd's rules per direction and prefix (4× the stylesheet).
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
      ],
    },
    // Lazily compiled dynamic imports are fetched from the dev server the page came from, which for a
    // remote's pages is the host's: they would never arrive.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      liveReload: true,
      webSocketServer: { type: 'ws', options: { path: DEV_SERVER_SOCKET_PATH } },
      client: {
        webSocketURL: { hostname: '0.0.0.0', port, pathname: DEV_SERVER_SOCKET_PATH },
        overlay: { errors: true, warnings: false, runtimeErrors: false },
      },
    },
  };
}

/**
 * The page that boots an app: a mount point and its scripts.
 * @param {string} title
 */
const htmlPlugin = (title) =>
  new rspack.HtmlRspackPlugin({
    templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="data:,"></head><body><noscript>This console needs JavaScript.</noscript><div id="root"></div></body></html>`,
    chunks: ['main'],
    inject: 'head',
    scriptLoading: 'defer',
  });

/**
 * Whether a module is only in chunks that hold one of the after-boot kits (shared-kits.mjs): a module that only
 * those kits need.
 * @param {string[]} kitFiles the after-boot kits' files
 * @returns {import('@rspack/core').OptimizationSplitChunksCacheGroupTestFn}
 */
function onlyWithKits(kitFiles) {
  /** @type {WeakMap<object, boolean>} */
  const holdsKit = new WeakMap();
  return (module, { chunkGraph }) => {
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      let holds = holdsKit.get(chunk);
      if (holds === undefined) {
        holds = [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => kitFiles.includes(m.resource));
        holdsKit.set(chunk, holds);
      }
      if (!holds) return false;
    }
    return true;
  };
}

/**
 * The host: loads no remote at build time (the registry is read at run time from /console-config.json).
 * @param {{ dir: string }} options `dir`: the host's folder
 * @returns {ConfigFunction}
 */
export function createHostConfig({ dir }) {
  return (_env, argv) => {
    const production = isProductionBuild(argv);
    const afterBootOnly = onlyWithKits(AFTER_BOOT_KITS.map((key) => sharedKitPath(dir, key)));
    const config = baseConfig({
      dir,
      production,
      uniqueName: HOST_CONTAINER,
      publicPath: '/',
      port: HOST_DEV_PORT,
    });
    return {
      ...config,
      module: {
        ...config.module,
        // The host's page renders with antd's zeroRuntime theme and built stylesheet, in development as well.
        rules: [...config.module.rules, { test: ANTD_ES_MODULE, loader: ANTD_ZERO_RUNTIME_LOADER }],
      },
      devServer: {
        ...config.devServer,
        historyApiFallback: true,
        proxy: [{ context: [...API_PROXY_PATHS], target: API_DEV_ORIGIN, ws: true, changeOrigin: false }],
      },
      optimization: {
        ...config.optimization,
        // The host's every lazily loaded module in one chunk: the app its entry imports and the shared modules it
        // provides are needed before the first render, and each file of them cost the browser a request of its own
        // (19 files: a slower cold load than the same code in two). The after-boot kits' own modules are the
        // exception: no first render needs them.
        splitChunks: {
          chunks: 'async',
          cacheGroups: {
            default: false,
            defaultVendors: false,
            boot: {
              name: 'boot',
              chunks: 'async',
              enforce: true,
              test: (module, context) =>
                typeof module.resource === 'string' && !afterBootOnly(module, context),
            },
            // What only the after-boot kits need, in one chunk: a kit is both provided and, as the fallback of the
            // host's own lazy uses (the sign-in page), consumed, and each would otherwise get a copy.
            later: {
              name: 'later',
              chunks: 'async',
              enforce: true,
              test: (module, context) =>
                typeof module.resource === 'string' && afterBootOnly(module, context),
            },
          },
        },
      },
      plugins: [
        new ModuleFederationPlugin({
          name: HOST_CONTAINER,
          remotes: {},
          shared: createSharedConfig(dir),
          // Remotes join at run time; loading them on first use keeps one broken remote from blocking boot.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          // The one federation runtime of the page: remotes use it instead of each bringing its own. It runs in
          // browsers only, so its Node.js code is left out (9 KB of main.js).
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        sharedKitsPlugin(dir),
        antdStaticStylePlugin(dir),
        htmlPlugin('CallOps Console'),
        ...(production ? [new BootPreloadPlugin(), new PrecompressPlugin()] : []),
      ],
    };
  };
}

/**
 * A remote: exposes `./manifest` from `src/manifest.tsx` in `remoteEntry.js` and `mf-manifest.json`.
 * @param {{ name: RemoteName, dir: string, port?: number }} options `dir`: the remote's folder
 * @returns {ConfigFunction}
 */
export function createRemoteConfig({ name, dir, port = REMOTE_DEV_PORTS[name] }) {
  const container = REMOTE_CONTAINERS[name];
  if (!container) throw new Error(`@callops/build-config: unknown remote '${name}'`);
  return (_env, argv) => {
    const production = isProductionBuild(argv);
    const config = baseConfig({ dir, production, uniqueName: container, publicPath: 'auto', port });
    return {
      ...config,
      // The standalone page (src/index.ts) is a development aid; a production build is its remoteEntry alone.
      entry: production ? {} : config.entry,
      devServer: {
        ...config.devServer,
        // The host page on another port loads this remote's files.
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
      plugins: [
        new ModuleFederationPlugin({
          name: container,
          filename: 'remoteEntry.js',
          exposes: { [REMOTE_MANIFEST_MODULE]: './src/manifest.tsx' },
          shared: createSharedConfig(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // In production the host's page is the only one that loads a remote: its federation runtime serves
          // every remote. The dev server keeps a runtime of its own for the remote's standalone page.
          experiments: { externalRuntime: production },
        }),
        sharedKitsPlugin(dir),
        new rspack.DefinePlugin({
          'process.env.CALLOPS_CONSOLE_URL': JSON.stringify(
            production ? '/' : `http://localhost:${HOST_DEV_PORT}/`,
          ),
        }),
        ...(production
          ? [
              new RemoteRuntimePlugin(),
              new RoutePagesPlugin(join(dir, 'src', 'manifest.tsx')),
              new PrecompressPlugin(),
            ]
          : [htmlPlugin(`${name} · CallOps Console remote`)]),
      ],
    };
  };
}
