// The alert rules of deploy/observability are checked with Prometheus' own promtool (Debian's prometheus package);
// it is installed here when missing, as Chromium (scripts/chromium.mjs) and Caddy (scripts/caddy.mjs) are.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const promtoolPath = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';

export function ensurePromtool() {
  if (existsSync(promtoolPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `promtool is missing (${promtoolPath}). Install it, then run npm test again:\n` +
        '  sudo apt-get update && sudo apt-get install -y prometheus\n' +
        'or point PROMTOOL_PATH at an installed promtool.',
    );
    process.exit(1);
  }
  console.log('Installing Prometheus with apt-get (its promtool checks the alert rules)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'prometheus'], {
      stdio: 'inherit',
      env,
    });
  let res = install();
  if (res.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    res = install();
  }
  if (res.status !== 0 || !existsSync(promtoolPath)) {
    console.error('Could not install promtool with apt-get; install the Debian package prometheus by hand.');
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensurePromtool();
