// What the plugins that name built files need: each chunk's final file names and where it is loaded from.

/** @typedef {{ entry?: boolean, files?: string[], size?: number, origins?: { moduleName?: string, moduleIdentifier?: string, request?: string }[], modules?: { name?: string }[] }} BuiltChunk */

/**
 * Runs `handle` with the build's chunks (stats with `chunkOrigins`) once their file names are final (content hashes
 * change them at OPTIMIZE_HASH) and before precompression, so what it writes is compressed too.
 * @param {import('@rspack/core').Compiler} compiler
 * @param {string} name the plugin's name
 * @param {(compilation: import('@rspack/core').Compilation, chunks: BuiltChunk[]) => void} handle
 * @param {{ modules?: boolean }} [options] `modules`: each chunk's modules too (their names)
 */
export function withFinalChunks(compiler, name, handle, { modules = false } = {}) {
  const { Compilation } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
      () => {
        const { chunks = [] } = compilation
          .getStats()
          .toJson({ all: false, chunks: true, chunkOrigins: true, chunkModules: modules });
        handle(compilation, chunks);
      },
    );
  });
}
