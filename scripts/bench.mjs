// `npm run bench`: builds the console, then measures speed and memory (bench/run.ts). Prints a table and
// writes bench/results/latest.json. `npm run bench -- job-engine` runs one section. PostgreSQL rows use
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and are skipped when it is not reachable.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, root } from './pnpm.mjs';

ensureInstalled();
// The web section loads the built host and remotes, so the bench measures what this checkout builds.
if (buildAll() !== 0) process.exit(1);
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench', 'run.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(run.status ?? 1);
