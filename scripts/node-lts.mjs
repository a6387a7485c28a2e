// The Node LTS the images ship (node:24 in every Dockerfile). What ships is what is tested: the API suite's
// PostgreSQL pass runs under it. When the machine's Node is older, the registry's `node` package of that major
// (a real binary for this platform) is installed once into .cache/node-<major> and used from there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './pnpm.mjs';

export const NODE_LTS_MAJOR = 24;

const majorOf = (bin) => {
  const res = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return res.status === 0 ? Number(/^v(\d+)\./.exec(res.stdout.trim())?.[1]) : undefined;
};

/** The path of a Node binary of NODE_LTS_MAJOR, or undefined (with the reason printed) when none can be had. */
export function ensureNodeLts() {
  if (Number(process.versions.node.split('.')[0]) === NODE_LTS_MAJOR) return process.execPath;
  const prefix = path.join(root, '.cache', `node-${NODE_LTS_MAJOR}`);
  const bin = path.join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (existsSync(bin) && majorOf(bin) === NODE_LTS_MAJOR) return bin;
  console.log(
    `Installing Node ${NODE_LTS_MAJOR} from the npm registry into ${path.relative(root, prefix)}...`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // --prefer-offline: a registry mirror or npm's own cache is enough once the package has been fetched.
  const res = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `node@${NODE_LTS_MAJOR}`,
    ],
    { stdio: 'inherit' },
  );
  if (res.status !== 0 || !existsSync(bin) || majorOf(bin) !== NODE_LTS_MAJOR) {
    console.error(`Could not install Node ${NODE_LTS_MAJOR} from the npm registry (npm exit ${res.status}).`);
    return undefined;
  }
  return bin;
}
