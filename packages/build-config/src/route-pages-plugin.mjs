// Which files each page of a remote needs, by route path, written beside the remote's build as route-pages.json:
// the server names the opening page's files in the host page's preload hints (remote-preload.ts), so they load
// beside the host's code instead of after it. A remote's manifest (src/manifest.tsx) names each page by its path
// and a dynamic import of its module; the build knows which chunks each of those imports loads.

import { withFinalChunks } from './final-chunks.mjs';
import { ROUTE_KITS_FILE, ROUTE_PAGES_FILE } from './remotes.cjs';
import { AFTER_BOOT_KITS } from './shared-kits.mjs';

const ROUTE = /path:\s*'([^']+)'[^}]*?import\(\s*'([^']+)'\s*\)/g;

/**
 * The [path, import request] of every route of a remote manifest's source, in order.
 * @param {string} source
 * @returns {[string, string][]}
 */
export const routeImports = (source) =>
  [...source.matchAll(ROUTE)].map(([, path, request]) => [path, request]);

/** The key of the shared module a module consumes (`consume shared module (default) antd/later@^6.6.8 …`). */
const consumedKey = (moduleName) => /^consume shared module \([^)]*\) (.+?)@/.exec(moduleName ?? '')?.[1];

/**
 * The after-boot kits (shared-kits.mjs) the chunks consume, sorted: the host provides them, and loads one only once
 * a page's import asks for it, so the served page hints the host's files of the opening page's kits (route-kits.json).
 * @param {import('./final-chunks.mjs').BuiltChunk[]} chunks
 * @returns {string[]}
 */
export function consumedKits(chunks) {
  const kits = new Set();
  for (const chunk of chunks)
    for (const module of chunk.modules ?? []) {
      const key = consumedKey(module.name);
      if (key !== undefined && AFTER_BOOT_KITS.includes(key)) kits.add(key);
    }
  return [...kits].sort();
}

export class RoutePagesPlugin {
  /** @param {string} manifestFile the remote's src/manifest.tsx */
  constructor(manifestFile) {
    this.manifestFile = manifestFile;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    withFinalChunks(
      compiler,
      'RoutePagesPlugin',
      (compilation, chunks) => {
        /** @type {Map<string, Set<string>>} */
        const filesOf = new Map();
        /** @type {Map<string, import('./final-chunks.mjs').BuiltChunk[]>} */
        const chunksOf = new Map();
        for (const chunk of chunks) {
          for (const origin of chunk.origins ?? []) {
            if (!origin.request || !origin.moduleIdentifier?.endsWith(this.manifestFile)) continue;
            const files = filesOf.get(origin.request) ?? new Set();
            for (const file of chunk.files ?? []) files.add(file);
            filesOf.set(origin.request, files);
            chunksOf.set(origin.request, [...(chunksOf.get(origin.request) ?? []), chunk]);
          }
        }
        const source = compiler.inputFileSystem.readFileSync(this.manifestFile, 'utf8');
        const pages = Object.fromEntries(
          routeImports(String(source)).map(([path, request]) => [
            path,
            [...(filesOf.get(request) ?? [])].sort(),
          ]),
        );
        compilation.emitAsset(
          ROUTE_PAGES_FILE,
          new compiler.webpack.sources.RawSource(JSON.stringify(pages)),
        );
        const kits = Object.fromEntries(
          routeImports(String(source))
            .map(([path, request]) => [path, consumedKits(chunksOf.get(request) ?? [])])
            .filter(([, pageKits]) => pageKits.length > 0),
        );
        compilation.emitAsset(ROUTE_KITS_FILE, new compiler.webpack.sources.RawSource(JSON.stringify(kits)));
      },
      { modules: true },
    );
  }
}
