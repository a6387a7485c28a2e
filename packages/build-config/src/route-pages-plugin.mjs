// Which files each page of a remote needs, by route path, written beside the remote's build as route-pages.json:
// the server names the opening page's files in the host page's preload hints (remote-preload.ts), so they load
// beside the host's code instead of after it. A remote's manifest (src/manifest.tsx) names each page by its path
// and a dynamic import of its module; the build knows which chunks each of those imports loads.

import { withFinalChunks } from './final-chunks.mjs';
import { ROUTE_PAGES_FILE } from './remotes.cjs';

const ROUTE = /path:\s*'([^']+)'[^}]*?import\(\s*'([^']+)'\s*\)/g;

/**
 * The [path, import request] of every route of a remote manifest's source, in order.
 * @param {string} source
 * @returns {[string, string][]}
 */
export const routeImports = (source) =>
  [...source.matchAll(ROUTE)].map(([, path, request]) => [path, request]);

export class RoutePagesPlugin {
  /** @param {string} manifestFile the remote's src/manifest.tsx */
  constructor(manifestFile) {
    this.manifestFile = manifestFile;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    withFinalChunks(compiler, 'RoutePagesPlugin', (compilation, chunks) => {
      /** @type {Map<string, Set<string>>} */
      const filesOf = new Map();
      for (const chunk of chunks) {
        for (const origin of chunk.origins ?? []) {
          if (!origin.request || !origin.moduleIdentifier?.endsWith(this.manifestFile)) continue;
          const files = filesOf.get(origin.request) ?? new Set();
          for (const file of chunk.files ?? []) files.add(file);
          filesOf.set(origin.request, files);
        }
      }
      const source = compiler.inputFileSystem.readFileSync(this.manifestFile, 'utf8');
      const pages = Object.fromEntries(
        routeImports(String(source)).map(([path, request]) => [
          path,
          [...(filesOf.get(request) ?? [])].sort(),
        ]),
      );
      compilation.emitAsset(ROUTE_PAGES_FILE, new compiler.webpack.sources.RawSource(JSON.stringify(pages)));
    });
  }
}
