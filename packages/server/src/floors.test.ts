// The server is built in floors (docs/server-floors.md): an import never goes up a floor. This reads every source
// file's relative imports and names each one that does, so a shortcut upward fails here rather than in review.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = __dirname;

/** Each top-level folder or file of src and its floor; a name missing here fails the test below. */
const FLOORS: Record<string, number> = {
  db: 1,
  logging: 1,
  metrics: 1,
  tracing: 1,
  secrets: 1,
  'clock.ts': 1,
  'config.ts': 1,
  'errors.ts': 1,
  settings: 2,
  access: 2,
  context: 2,
  queue: 2,
  live: 2,
  http: 3,
  providers: 3,
  modules: 4,
  jobs: 5,
  seed: 6,
  'app.ts': 6,
  'main.ts': 6,
};

const isTest = (file: string) => /\.test\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !isTest(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const topOf = (file: string) => path.relative(SRC, file).split(path.sep)[0] as string;

function floorOf(file: string): number {
  const top = topOf(file);
  // An import names a file without its extension.
  const floor = FLOORS[top] ?? FLOORS[`${top}.ts`];
  if (floor === undefined)
    throw new Error(`${path.relative(SRC, file)} is on no floor: add its folder to FLOORS`);
  return floor;
}

/** The relative modules a file imports (static, type-only and dynamic imports alike). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
    (m) => m[1] as string,
  );
  return specifiers.map((spec) => path.resolve(path.dirname(file), spec));
}

const upward = (from: string, to: string) => floorOf(to) > floorOf(from);

describe('the floors of packages/server/src', () => {
  const files = sourceFiles(SRC);

  it('places every file on a floor', () => {
    expect(() => files.forEach(floorOf)).not.toThrow();
  });

  it('has no import that goes up a floor', () => {
    const violations = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => upward(file, target))
        .map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`),
    );
    expect(violations).toEqual([]);
  });

  it('reads the imports it judges (a known import of app.ts is found)', () => {
    const app = files.find((file) => path.relative(SRC, file) === 'app.ts') as string;
    expect(importsOf(app).some((target) => topOf(target) === 'modules')).toBe(true);
  });
});
