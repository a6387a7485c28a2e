// Type-checks every package with TypeScript 7, two at a time.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './pnpm.mjs';

const dirs = [
  ...readdirSync(path.join(root, 'packages')).map((d) => path.join('packages', d)),
  'host',
  ...readdirSync(path.join(root, 'remotes')).map((d) => path.join('remotes', d)),
  'e2e',
  'bench',
].filter((d) => existsSync(path.join(root, d, 'tsconfig.json')));

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = 0;
const queue = [...dirs];
async function worker() {
  for (let dir = queue.shift(); dir; dir = queue.shift()) {
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')], {
        cwd: root,
        stdio: 'inherit',
      });
      child.on('exit', (c) => resolve(c ?? 1));
    });
    if (code !== 0) {
      failed += 1;
      console.error(`tsc: ${dir} has type errors`);
    }
  }
}
await Promise.all([worker(), worker()]);
console.log(
  failed
    ? `type-check: ${failed} of ${dirs.length} packages failed`
    : `type-check: ${dirs.length} packages clean`,
);
process.exit(failed ? 1 : 0);
