// A real, built server process for a measurement (packages/server/dist/main.js), its memory sampled from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_MAIN, SERVER_NODE_FLAGS } from '../../e2e/fixtures/build-output';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export interface BenchServer {
  port: number;
  child: ChildProcess;
  url: string;
  token: string;
  /** Highest RSS seen since the last reset. */
  peakRssMb(): number;
  resetPeak(): void;
  api<T = unknown>(method: string, apiPath: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  // Started as every launch starts it: the memory measured is production's.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      APP_MODE: 'development',
      SEED_DEMO_DATA: 'false',
      JWT_SECRET: 'b'.repeat(40),
      SECRET_KEY: 'k'.repeat(40),
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const deadline = Date.now() + 120_000;
  while (!output.includes('CallOps Console is running')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`bench server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = `http://127.0.0.1:${port}`;
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(child.pid as number));
    } catch {
      // the process is gone
    }
  }, 100);
  return {
    port,
    child,
    url,
    token,
    peakRssMb: () => peak,
    resetPeak: () => {
      peak = 0;
    },
    async api(method, apiPath, body) {
      const res = await fetch(`${url}/api/v1${apiPath}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return ((await res.json()) as { data: never }).data;
    },
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
