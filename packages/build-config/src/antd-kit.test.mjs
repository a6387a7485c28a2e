import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANTD_KIT_EXPORTS, antdKitPath, antdKitSource } from './antd-kit.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The source files of a folder that can reach a bundle (tests never do). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

const BRACE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g;

const appSourceDirs = () => [
  join(repo, 'host', 'src'),
  ...readdirSync(join(repo, 'remotes')).map((name) => join(repo, 'remotes', name, 'src')),
  ...readdirSync(join(repo, 'packages'))
    .map((name) => join(repo, 'packages', name, 'src'))
    .filter((dir) => existsSync(dir)),
];

/** The antd value exports a source imports (`import { A, type B } from 'antd'`; type-only imports do not count). */
export function antdValueImports(source) {
  const names = [];
  for (const [, typeOnly, list] of source.matchAll(BRACE_IMPORT)) {
    if (typeOnly) continue;
    for (const specifier of list.split(',').map((s) => s.trim())) {
      if (specifier && !specifier.startsWith('type ')) names.push(specifier.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

describe('the antd kit', () => {
  it('reads value imports, not type imports', () => {
    expect(
      antdValueImports(
        "import { Button, type TableProps, Table as T } from 'antd';\nimport type { ThemeConfig } from 'antd';",
      ),
    ).toEqual(['Button', 'Table']);
  });

  it('holds exactly the antd exports the console imports: none missing, none unused', () => {
    const used = new Set();
    for (const dir of appSourceDirs()) {
      for (const file of sourceFiles(dir)) {
        const source = readFileSync(file, 'utf8');
        // a default or namespace import would need the whole package: the kit has named exports only
        expect({
          file,
          other: /(from\s+|import\s*\(\s*)['"]antd['"]/.test(source.replace(BRACE_IMPORT, '')),
        }).toEqual({
          file,
          other: false,
        });
        for (const name of antdValueImports(source)) used.add(name);
      }
    }
    expect([...ANTD_KIT_EXPORTS].sort()).toEqual([...used].sort());
  });

  it('re-exports them by name from the ES build, inside the app', () => {
    expect(antdKitSource()).toBe(`export { ${ANTD_KIT_EXPORTS.join(', ')} } from 'antd/es/index.js';\n`);
    expect(antdKitPath('/repo/host')).toBe('/repo/host/src/__antd-kit.js');
  });
});
