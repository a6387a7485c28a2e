// Preload hints in the host's index.html for the chunks every boot loads after main.js: the bootstrap's own chunks
// and the shared modules the host provides (it is loaded first, so its copies are the ones used). Without them the
// browser learns of those files only once main.js has run; with them they load beside it, which on a slow link
// saves a round trip and the wait for main.js (bench: cold load at 40 ms, 10 Mbit/s). The chunks that hold only the
// host's fallback copies of shared modules are never loaded while the host provides them, and get no hint.

/** The entry's dynamic import of the app (host/src/index.ts): everything the host renders hangs off it. */
const BOOTSTRAP_REQUEST = './bootstrap';
const PROVIDED = 'provide shared module';

/**
 * The files of the chunks a boot loads after the entry, in the order they should be asked for (largest first, so the
 * longest transfer starts first), from the build's stats chunks (`chunkOrigins`).
 * @param {{ entry?: boolean, files?: string[], size?: number, origins?: { moduleName?: string, request?: string }[] }[]} chunks
 * @returns {string[]}
 */
export function bootFiles(chunks) {
  const boot = chunks.filter(
    (chunk) =>
      !chunk.entry &&
      (chunk.origins ?? []).some(
        (origin) => origin.request === BOOTSTRAP_REQUEST || origin.moduleName?.startsWith(PROVIDED),
      ),
  );
  return boot
    .sort((a, b) => (b.size ?? 0) - (a.size ?? 0))
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => /\.(js|css)$/.test(file));
}

/** A preload hint for one built file of the host (served from the root). */
export const preloadTag = (file) =>
  file.endsWith('.css')
    ? `<link rel="preload" href="/${file}" as="style">`
    : `<link rel="preload" href="/${file}" as="script">`;

export class BootPreloadPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final (file names change at OPTIMIZE_HASH), before precompression.
        { name: 'BootPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const { chunks = [] } = compilation
            .getStats()
            .toJson({ all: false, chunks: true, chunkOrigins: true });
          const tags = bootFiles(chunks).map(preloadTag).join('');
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(String(html.source.source()).replace('</head>', `${tags}</head>`)),
          );
        },
      );
    });
  }
}
