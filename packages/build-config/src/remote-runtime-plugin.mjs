// A remote's entry without a federation runtime of its own: the host's page provides the runtime core
// (experiments.provideExternalRuntime), and externalRuntime makes the remote use it; the bundler runtime's other
// imports are pointed at what it uses of them.
import { fileURLToPath } from 'node:url';

/** What a remote's bundler runtime imports, and what it gets instead. */
export const REMOTE_RUNTIME_ALIASES = {
  // init and getRemoteEntry on the host's runtime core, not the package with its error table and host-side API.
  '@module-federation/runtime$': fileURLToPath(new URL('./remote-runtime/runtime.mjs', import.meta.url)),
  '@module-federation/runtime/helpers$': fileURLToPath(
    new URL('./remote-runtime/helpers.mjs', import.meta.url),
  ),
  // The ES module build: the two names used of it are kept, not the whole CommonJS package (logger, Node.js loader,
  // manifest tools).
  '@module-federation/sdk$': fileURLToPath(import.meta.resolve('@module-federation/sdk')),
};

export class RemoteRuntimePlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    // After the federation plugins' own aliases of @module-federation/runtime (rspack's, and enhanced's in this same
    // hook), which it replaces: the first alias that matches a request is the one used.
    compiler.hooks.afterPlugins.tap('RemoteRuntimePlugin', () => {
      const {
        '@module-federation/runtime': _runtime,
        '@module-federation/runtime$': _exactRuntime,
        ...others
      } = /** @type {Record<string, string>} */ (compiler.options.resolve.alias ?? {});
      compiler.options.resolve.alias = { ...REMOTE_RUNTIME_ALIASES, ...others };
    });
  }
}
