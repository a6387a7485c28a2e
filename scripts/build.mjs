// `npm run build`: the host and every remote (two at a time), then the API server bundle.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, pnpm, root } from './pnpm.mjs';

export function buildAll() {
  const web = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-web.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (web.status !== 0) return web.status ?? 1;
  return pnpm(['--filter', '@callops/server', 'run', 'build']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstalled();
  process.exit(buildAll());
}
