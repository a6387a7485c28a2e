import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SHARED_PACKAGES } from './mf-shared.mjs';
import {
  AFTER_BOOT_KITS,
  ANTD_KIT_EXPORTS,
  ANTD_LATER_EXPORTS,
  kitImportRoutes,
  SHARED_KITS,
  sharedKitPath,
  sharedKitSource,
} from './shared-kits.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The source files of a folder that can reach a bundle (tests and their helpers never do). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'test-support'].includes(entry.name) ? [] : sourceFiles(path);
    }
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

/** The folders of code the browser runs: the host, the remotes and the packages they bundle (not the server). */
const browserSourceDirs = () => [
  join(repo, 'host', 'src'),
  ...readdirSync(join(repo, 'remotes')).map((name) => join(repo, 'remotes', name, 'src')),
  ...readdirSync(join(repo, 'packages'))
    .filter((name) => name !== 'server')
    .map((name) => join(repo, 'packages', name, 'src'))
    .filter((dir) => existsSync(dir)),
];

const browserSources = () =>
  browserSourceDirs().flatMap((dir) =>
    sourceFiles(dir).map((file) => ({ file, source: readFileSync(file, 'utf8') })),
  );

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const braceImport = (key) =>
  new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${literal(key)}'`, 'g');

/** The value names a source imports from `key` (`import { A, type B, C as D } from 'key'`; type-only imports do not count). */
export function valueImports(source, key) {
  const names = [];
  for (const [, typeOnly, list] of source.matchAll(braceImport(key))) {
    if (typeOnly) continue;
    for (const specifier of list.split(',').map((s) => s.trim())) {
      if (specifier && !specifier.startsWith('type ')) names.push(specifier.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/** A default, namespace, side-effect or dynamic import of `key`: it would need the whole package. */
const importsOtherwise = (source, key) =>
  new RegExp(`(from\\s+|import\\s*\\(\\s*|import\\s+)['"]${literal(key)}['"]`).test(
    source.replace(braceImport(key), ''),
  );

/** The members a source names on `namespace` (`z.object`, `z.infer`). */
const membersNamed = (source, namespace) =>
  [...source.matchAll(new RegExp(`\\b${namespace}\\.([A-Za-z_$][\\w$]*)`, 'g'))].map((match) => match[1]);

describe('the shared kits', () => {
  it('reads value imports, not type imports', () => {
    expect(
      valueImports(
        "import { Button, type TableProps, Table as T } from 'antd';\nimport type { ThemeConfig } from 'antd';",
        'antd',
      ),
    ).toEqual(['Button', 'Table']);
  });

  it('finds a default or namespace import of a kit', () => {
    expect(importsOtherwise("import antd from 'antd';", 'antd')).toBe(true);
    expect(importsOtherwise("import * as all from 'antd';", 'antd')).toBe(true);
    expect(importsOtherwise("const m = import('antd');", 'antd')).toBe(true);
    expect(importsOtherwise("import { Button } from 'antd';", 'antd')).toBe(false);
  });

  /** Each request the sources import by name, with the kits that hold its names between them. */
  const namedKitsByRequest = () => {
    const byRequest = new Map();
    for (const [key, kit] of Object.entries(SHARED_KITS)) {
      if (kit.namespace) continue;
      const request = kit.importedAs ?? key;
      byRequest.set(request, [...(byRequest.get(request) ?? []), key]);
    }
    return [...byRequest];
  };

  it.each(namedKitsByRequest())(
    "the kits of '%s' hold exactly the exports the console imports from it, each in one kit: none missing, none unused",
    (request, keys) => {
      const used = new Set();
      for (const { file, source } of browserSources()) {
        expect({ file, other: importsOtherwise(source, request) }).toEqual({ file, other: false });
        for (const name of valueImports(source, request)) used.add(name);
      }
      const held = keys.flatMap((key) => SHARED_KITS[key].exports);
      expect([...held].sort()).toEqual([...used].sort());
    },
  );

  it('splits antd in two: what a first render needs, and the later kit the build sends the rest to', () => {
    expect(SHARED_KITS.antd.exports).toEqual(
      ANTD_KIT_EXPORTS.filter((name) => !ANTD_LATER_EXPORTS.includes(name)),
    );
    expect(SHARED_KITS['antd/later']).toMatchObject({ importedAs: 'antd', afterBoot: true });
    expect(AFTER_BOOT_KITS).toEqual(['antd/later']);
    expect(kitImportRoutes()).toEqual([
      { request: 'antd', kitOf: Object.fromEntries(ANTD_LATER_EXPORTS.map((name) => [name, 'antd/later'])) },
    ]);
  });

  it.each(Object.keys(SHARED_KITS).filter((key) => SHARED_KITS[key].namespace))(
    'the %s kit holds exactly the run-time members the console names on its namespace',
    async (key) => {
      const { namespace, from, exports } = SHARED_KITS[key];
      const runtime = await import(
        pathToFileURL(createRequire(join(repo, 'packages', 'contracts', 'src')).resolve(from)).href
      );
      const used = new Set();
      for (const { file, source } of browserSources()) {
        for (const name of valueImports(source, key))
          expect({ file, name }).toEqual({ file, name: namespace });
        expect({ file, other: importsOtherwise(source, key) }).toEqual({ file, other: false });
        if (valueImports(source, key).length === 0) continue;
        for (const member of membersNamed(source, namespace)) if (member in runtime) used.add(member);
      }
      expect([...exports].sort()).toEqual([...used].sort());
    },
  );

  it('imports each kit from a request no app shares, so a kit never consumes itself', () => {
    for (const { from } of Object.values(SHARED_KITS)) expect(SHARED_PACKAGES).not.toContain(from);
    // react-router is reached only through the react-router-dom kit
    for (const { file, source } of browserSources()) {
      expect({ file, direct: /from\s+'react-router'/.test(source) }).toEqual({ file, direct: false });
    }
  });

  it('re-exports by name, or builds the namespace from aliased members, inside the app', () => {
    expect(sharedKitSource('antd')).toBe(
      `export { ${SHARED_KITS.antd.exports.join(', ')} } from 'antd/es/index.js';\n`,
    );
    expect(sharedKitSource('antd/later')).toBe(
      `export { ${ANTD_LATER_EXPORTS.join(', ')} } from 'antd/es/index.js';\n`,
    );
    expect(sharedKitSource('zod')).toContain('export const z = Object.freeze({ ZodObject: kit_ZodObject,');
    expect(sharedKitSource('zod')).toContain('enum as kit_enum');
    expect(sharedKitPath('/repo/host', 'antd')).toBe('/repo/host/src/__kit-antd.js');
    expect(sharedKitPath('/repo/host', 'react-router-dom')).toBe('/repo/host/src/__kit-react-router-dom.js');
    expect(sharedKitPath('/repo/host', 'antd/later')).toBe('/repo/host/src/__kit-antd-later.js');
  });
});
