import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const serverRoot = path.join(__dirname, '..', '..');

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

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves when the output contains `text` (or rejects when the process exits first). */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the real server (src/main.ts, TypeScript loaded by tsx inside the same process, so a kill reaches it). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => {
    done = true;
    for (const l of listeners) l();
  });
  const matches = (text: string | RegExp) => (typeof text === 'string' ? out.includes(text) : text.test(out));
  return {
    child,
    port,
    output: () => out,
    exited,
    waitFor: (text, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (matches(text)) {
            cleanup();
            resolve();
          } else if (done) {
            cleanup();
            reject(new Error(`server exited before printing ${text}:\n${out}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${text}:\n${out}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    async kill(signal = 'SIGTERM') {
      if (!done) child.kill(signal);
      return exited;
    },
  };
}

/** Runs one of the server's command-line entry points (db:migrate, db:reset-demo) to completion. */
export function runCli(
  script: string,
  env: Record<string, string>,
): { status: number | null; output: string } {
  const res = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
}
