// The end-to-end suite drives Debian's Chromium (a browser download by Playwright does not work offline).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing (${chromiumPath}). Install it, then run npm test again:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at an installed Chromium.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium with apt-get (needed by the end-to-end tests)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let res = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (res.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    res = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
  }
  if (res.status !== 0 || !existsSync(chromiumPath)) {
    console.error('Could not install Chromium with apt-get; install the Debian package chromium by hand.');
    process.exit(1);
  }
}
