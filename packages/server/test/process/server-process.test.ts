import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli, type ServerProcess, startServer } from './server-process';

const SIGN_IN = /username: (\S+)\s+password: (\S+)/;

async function signIn(port: number, username: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  return { status: res.status, body: (await res.json()) as { data: { access_token: string } } };
}

async function tableCounts(port: number, token: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/logs?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

// Each test starts one or two real server processes (TypeScript compiled on the fly, database created and seeded):
// allow for a busy machine.
jest.setTimeout(120_000);

describe('the server as a process (embedded PGlite)', () => {
  let dataDir: string;
  const running: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer({ DATA_DIR: dataDir, ...env });
    running.push(server);
    return server;
  };

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'callops-data-'));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.kill('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on a fresh data folder, prints the sign-in it created, and that sign-in works', async () => {
    const server = await start();
    await server.waitFor('CallOps Console is running');
    const [, username, password] = server.output().match(SIGN_IN) ?? [];
    expect(username).toBe('admin');
    const health = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      database: { driver: 'pglite' },
      queue: { status: 'ok' },
    });
    const login = await signIn(server.port, username as string, password as string);
    expect(login.status).toBe(200);
    const me = await fetch(`http://127.0.0.1:${server.port}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${login.body.data.access_token}` },
    });
    expect(me.status).toBe(200);
    // The same sign-in is printed and still valid after a restart.
    await server.kill('SIGTERM');
    const again = await start();
    await again.waitFor('CallOps Console is running');
    expect(again.output().match(SIGN_IN)?.[2]).toBe(password);
    expect((await signIn(again.port, 'admin', password as string)).status).toBe(200);
  });

  it('refuses a second server on the same data folder while the first keeps serving', async () => {
    const first = await start();
    await first.waitFor('CallOps Console is running');
    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already using the data directory');
    expect((await fetch(`http://127.0.0.1:${first.port}/health`)).status).toBe(200);
  });

  it('comes back consistent after kill -9 in the middle of seeding', async () => {
    const first = await start();
    await first.waitFor('Seeding demo data');
    await first.kill('SIGKILL');
    const second = await start();
    await second.waitFor('CallOps Console is running');
    const [, , password] = second.output().match(SIGN_IN) ?? [];
    const { body } = await signIn(second.port, 'admin', password as string);
    expect(await tableCounts(second.port, body.data.access_token)).toBe(200);
    // The interrupted seed left nothing half-done: the restart seeded the whole set once.
    expect(second.output()).toContain('Demo data seeded: 200 companies');
  });

  it('comes back consistent after kill -9 in the middle of writes', async () => {
    const first = await start();
    await first.waitFor('CallOps Console is running');
    const [, , password] = first.output().match(SIGN_IN) ?? [];
    const { body } = await signIn(first.port, 'admin', password as string);
    const token = body.data.access_token;
    const created: Promise<number>[] = [];
    for (let i = 0; i < 40; i++) {
      created.push(
        fetch(`http://127.0.0.1:${first.port}/api/v1/users`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ username: `crash${i}`, role: 'viewer', password: 'long-enough-pw' }),
        })
          .then((r) => r.status)
          .catch(() => 0),
      );
      if (i === 20) await first.kill('SIGKILL');
    }
    const statuses = await Promise.all(created);
    const second = await start();
    await second.waitFor('CallOps Console is running');
    const relogin = await signIn(second.port, 'admin', password as string);
    const users = await fetch(`http://127.0.0.1:${second.port}/api/v1/users`, {
      headers: { authorization: `Bearer ${relogin.body.data.access_token}` },
    });
    const list = ((await users.json()) as { data: { username: string }[] }).data.map((u) => u.username);
    // Every write the server confirmed survived, and each user that exists has its audit entry (one transaction).
    statuses.forEach((status, i) => {
      if (status === 200) expect(list).toContain(`crash${i}`);
    });
    expect(list.filter((u) => u.startsWith('crash')).length).toBeGreaterThanOrEqual(
      statuses.filter((s) => s === 200).length,
    );
  });

  it('resets the demo data with db:reset-demo, refusing while a server uses the folder', async () => {
    const server = await start();
    await server.waitFor('CallOps Console is running');
    const busy = runCli('src/seed/reset-cli.ts', { DATA_DIR: dataDir });
    expect(busy.status).toBe(1);
    expect(busy.output).toContain('already using the data directory');
    await server.kill('SIGTERM');
    const reset = runCli('src/seed/reset-cli.ts', { DATA_DIR: dataDir });
    expect(reset.output).toContain('Demo data reset: 200 companies');
    expect(reset.status).toBe(0);
    const again = await start();
    await again.waitFor('CallOps Console is running');
    expect(again.output()).not.toContain('Seeding demo data');
  });

  it('refuses production mode without its secrets and an admin password', async () => {
    const server = await start({ APP_MODE: 'production' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Production mode needs JWT_SECRET, SECRET_KEY, ADMIN_PASSWORD');
  });

  it('never seeds demo data in production mode', async () => {
    const server = await start({
      APP_MODE: 'production',
      JWT_SECRET: 'p'.repeat(40),
      SECRET_KEY: 'q'.repeat(40),
      ADMIN_PASSWORD: 'production-password',
    });
    await server.waitFor('CallOps Console is running');
    expect(server.output()).not.toContain('Seeding demo data');
    const { body } = await signIn(server.port, 'admin', 'production-password');
    const danger = await fetch(`http://127.0.0.1:${server.port}/api/v1/danger/status`, {
      headers: { authorization: `Bearer ${body.data.access_token}` },
    });
    expect(danger.status).toBe(404);
  });
});
