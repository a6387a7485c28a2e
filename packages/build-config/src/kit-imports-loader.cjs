// Sends each name a module imports from a package to the shared kit that holds it, where the package's exports are
// split over kits (shared-kits.mjs: antd's first-render components and the later ones). It runs on swc's output,
// where type-only imports are gone and each named import is one `import { … } from "…";` statement; the rewrite
// stays on that statement's line, so the source map swc made still holds.

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * @param {string} source
 * @param {string} request the package the sources import (`antd`)
 * @param {Readonly<Record<string, string>>} kitOf the kit key of each name that does not stay with `request`
 * @returns {string}
 */
function routeKitImports(source, request, kitOf) {
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*(["'])${literal(request)}\\2;?`, 'g');
  return source.replace(statement, (_whole, list, quote) => {
    /** @type {Map<string, string[]>} */
    const byKey = new Map();
    for (const specifier of list.split(',').map((s) => s.trim())) {
      if (!specifier) continue;
      const key = kitOf[specifier.split(/\s+as\s+/)[0]] ?? request;
      byKey.set(key, [...(byKey.get(key) ?? []), specifier]);
    }
    return [...byKey]
      .map(([key, specifiers]) => `import { ${specifiers.join(', ')} } from ${quote}${key}${quote};`)
      .join(' ');
  });
}

/**
 * @this {{ getOptions(): { routes: { request: string, kitOf: Record<string, string> }[] },
 *   callback(error: Error | null, source: string, map?: unknown, meta?: unknown): void }}
 * @param {string} source
 * @param {unknown} [map]
 * @param {unknown} [meta]
 */
function kitImportsLoader(source, map, meta) {
  let routed = source;
  for (const { request, kitOf } of this.getOptions().routes) routed = routeKitImports(routed, request, kitOf);
  this.callback(null, routed, map, meta);
}

module.exports = kitImportsLoader;
module.exports.routeKitImports = routeKitImports;
