#!/usr/bin/env node
// Production build of the front end: the host and the five remotes, at most two at a time (the machine has
// two cores). `node scripts/build-web.mjs settings` rebuilds one remote (or `host`) alone; several names
// may be given. Output: host/dist and remotes/<name>/dist. Exits non-zero when any build fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_CONTAINERS } from '../packages/build-config/src/remotes.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_PARALLEL = 2;

const apps = new Map([
  ['host', join(root, 'host')],
  ...Object.keys(REMOTE_CONTAINERS).map((name) => [name, join(root, 'remotes', name)]),
]);

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !apps.has(name));
if (unknown.length > 0) {
  console.error(`build-web: unknown app ${unknown.join(', ')}; known: ${[...apps.keys()].join(', ')}`);
  process.exit(2);
}
const queue = requested.length > 0 ? [...new Set(requested)] : [...apps.keys()];

const rspackBin = (dir) => {
  const bin = join(dir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  if (!existsSync(bin)) throw new Error(`build-web: ${bin} is missing; run the workspace install first`);
  return bin;
};

/** Builds one app; resolves with its exit code and output. */
function build(name) {
  const dir = apps.get(name);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [rspackBin(dir), 'build', '--mode', 'production'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ name, code: 1, output: `${output}${error.message}\n`, started }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output, started }));
  });
}

const failures = [];
async function worker() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    console.log(`build-web: building ${name}...`);
    const result = await build(name);
    const seconds = ((Date.now() - result.started) / 1000).toFixed(1);
    if (result.code === 0) {
      console.log(`build-web: ${name} built in ${seconds} s`);
    } else {
      failures.push(name);
      console.error(`build-web: ${name} FAILED (exit ${result.code}) after ${seconds} s\n${result.output}`);
    }
  }
}

await Promise.all(Array.from({ length: Math.min(MAX_PARALLEL, queue.length) }, worker));

if (failures.length > 0) {
  console.error(`build-web: ${failures.length} build(s) failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('build-web: done');
