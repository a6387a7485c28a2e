// Preload hints in the host's index.html for the chunks every boot loads after main.js: the bootstrap's own chunks
// and the shared modules the host provides (it is loaded first, so its copies are the ones used). Without them the
// browser learns of those files only once main.js has run; with them they load beside it, which on a slow link
// saves a round trip and the wait for main.js (bench: cold load at 40 ms, 10 Mbit/s). The chunks that hold only the
// host's fallback copies of shared modules are never loaded while the host provides them, and get no hint; nor do
// the after-boot kits (shared-kits.mjs), which no first render needs.

import { withFinalChunks } from './final-chunks.mjs';
import { KIT_FILES_FILE } from './remotes.cjs';
import { AFTER_BOOT_KITS } from './shared-kits.mjs';

/** The entry's dynamic import of the app (host/src/index.ts): everything the host renders hangs off it. */
const BOOTSTRAP_REQUEST = './bootstrap';
/** The key of the shared module a chunk origin provides (`provide shared module (default) antd@6.6.8 = …`). */
const providedKey = (moduleName) => /^provide shared module \([^)]*\) (.+?)@/.exec(moduleName ?? '')?.[1];
const providedAtBoot = (moduleName) => {
  const key = providedKey(moduleName);
  return key !== undefined && !AFTER_BOOT_KITS.includes(key);
};

/**
 * The files of the chunks a boot loads after the entry, in the order they should be asked for (largest first, so the
 * longest transfer starts first), from the build's stats chunks (`chunkOrigins`).
 * @param {import('./final-chunks.mjs').BuiltChunk[]} chunks
 * @returns {string[]}
 */
export function bootFiles(chunks) {
  const boot = chunks.filter(
    (chunk) =>
      !chunk.entry &&
      (chunk.origins ?? []).some(
        (origin) => origin.request === BOOTSTRAP_REQUEST || providedAtBoot(origin.moduleName),
      ),
  );
  return boot
    .sort((a, b) => (b.size ?? 0) - (a.size ?? 0))
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => /\.(js|css)$/.test(file));
}

/**
 * The host's files of each after-boot kit it provides (kit-files.json): the server hints them for an opening page
 * whose remote consumes that kit (route-kits.json), as no boot hint names them.
 * @param {import('./final-chunks.mjs').BuiltChunk[]} chunks
 * @returns {Record<string, string[]>}
 */
export function kitFiles(chunks) {
  // The boot chunk holds the kits' provide modules too (their registration, not their code): it is hinted already.
  const boot = new Set(bootFiles(chunks));
  return Object.fromEntries(
    AFTER_BOOT_KITS.map((kit) => [
      kit,
      chunks
        .filter((chunk) => (chunk.origins ?? []).some((origin) => providedKey(origin.moduleName) === kit))
        .flatMap((chunk) => chunk.files ?? [])
        .filter((file) => file.endsWith('.js') && !boot.has(file))
        .sort(),
    ]),
  );
}

/** A preload hint for one built file of the host (served from the root). */
export const preloadTag = (file) =>
  file.endsWith('.css')
    ? `<link rel="preload" href="/${file}" as="style">`
    : `<link rel="preload" href="/${file}" as="script">`;

export class BootPreloadPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    withFinalChunks(compiler, 'BootPreloadPlugin', (compilation, chunks) => {
      compilation.emitAsset(
        KIT_FILES_FILE,
        new compiler.webpack.sources.RawSource(JSON.stringify(kitFiles(chunks))),
      );
      const html = compilation.getAsset('index.html');
      if (!html) return;
      const tags = bootFiles(chunks).map(preloadTag).join('');
      compilation.updateAsset(
        'index.html',
        new compiler.webpack.sources.RawSource(
          String(html.source.source()).replace('</head>', `${tags}</head>`),
        ),
      );
    });
  }
}
