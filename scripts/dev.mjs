#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (port 8080) and the rspack dev servers of the host (3000) and
// of every remote (3001-3005) with hot reload. The server hands the browser the remotes' dev-server entries
// through REMOTE_ENTRY_<NAME>. Open http://localhost:3000. Ctrl-C stops everything; so does any process
// that exits on its own.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_DEV_ORIGIN,
  HOST_DEV_PORT,
  REMOTE_DEV_PORTS,
  remoteEntryEnvVar,
} from '../packages/build-config/src/remotes.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const remoteEntries = Object.fromEntries(
  Object.entries(REMOTE_DEV_PORTS).map(([name, port]) => [
    remoteEntryEnvVar(name),
    `http://localhost:${port}/mf-manifest.json`,
  ]),
);

const rspackServe = (name, dir) => {
  const bin = join(dir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  if (!existsSync(bin)) throw new Error(`dev: ${bin} is missing; run the workspace install first`);
  return {
    name,
    command: process.execPath,
    args: [bin, 'serve'],
    cwd: dir,
    env: { NODE_ENV: 'development' },
  };
};

const processes = [
  {
    name: 'server',
    command: 'npx',
    args: ['-y', 'pnpm@10.34.8', '--filter', '@callops/server', 'dev'],
    cwd: root,
    env: { PORT: new URL(API_DEV_ORIGIN).port, APP_MODE: 'development', ...remoteEntries },
  },
  rspackServe('host', join(root, 'host')),
  ...Object.keys(REMOTE_DEV_PORTS).map((name) => rspackServe(name, join(root, 'remotes', name))),
];

const width = Math.max(...processes.map((p) => p.name.length));
const children = new Map();
let stopping = false;

/** Prefixes every line a process prints with its name. */
function pipeLines(stream, name, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name.padEnd(width)}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`[${name.padEnd(width)}] ${rest}\n`);
  });
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const [name, child] of children) {
    try {
      // each child leads its own process group: stop it with everything it started
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      children.delete(name);
    }
  }
  const deadline = setTimeout(() => {
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(exitCode);
  }, 5000);
  deadline.unref();
  const waitForAll = setInterval(() => {
    if (children.size === 0) {
      clearInterval(waitForAll);
      process.exit(exitCode);
    }
  }, 100);
}

for (const spec of processes) {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(spec.name, child);
  pipeLines(child.stdout, spec.name, process.stdout);
  pipeLines(child.stderr, spec.name, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(spec.name);
    if (!stopping) {
      console.error(`[${spec.name.padEnd(width)}] exited (${signal ?? `code ${code}`}); stopping the others`);
      stopAll(code || 1);
    }
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(
  `dev: API ${API_DEV_ORIGIN}, console http://localhost:${HOST_DEV_PORT}, remotes on ${Object.values(REMOTE_DEV_PORTS).join(', ')}`,
);
