// The production topology test runs the real proxy, Debian's Caddy (the same configuration as docker-compose.yml,
// deploy/caddy/Caddyfile); it is installed here when missing, as Chromium is (scripts/chromium.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const caddyPath = process.env.CADDY_PATH ?? '/usr/bin/caddy';

export function ensureCaddy() {
  if (existsSync(caddyPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Caddy is missing (${caddyPath}). Install it, then run npm test again:\n` +
        '  sudo apt-get update && sudo apt-get install -y caddy\n' +
        'or point CADDY_PATH at an installed Caddy.',
    );
    process.exit(1);
  }
  console.log('Installing Caddy with apt-get (needed by the production topology test)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'caddy'], { stdio: 'inherit', env });
  let res = install();
  if (res.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    res = install();
  }
  if (res.status !== 0 || !existsSync(caddyPath)) {
    console.error('Could not install Caddy with apt-get; install the Debian package caddy by hand.');
    process.exit(1);
  }
}
