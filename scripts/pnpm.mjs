// Runs pnpm 10 through npx (corepack does not work on every machine), installing the workspace first when needed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['-y', 'pnpm@10.34.8'];

export function pnpm(args, opts = {}) {
  const res = spawnSync('npx', [...PNPM, ...args], { cwd: root, stdio: 'inherit', ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

/** Installs when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (pnpm install)...');
  const status = pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
  if (status !== 0) {
    console.error('pnpm install failed');
    process.exit(status);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureInstalled();
  process.exit(pnpm(process.argv.slice(2)));
}
