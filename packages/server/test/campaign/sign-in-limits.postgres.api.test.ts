// The sign-in limits hold across replicas: two server processes on one PostgreSQL count the same failures, so a
// client that spreads its attempts over both gets no more than the configured number.

import type { Database } from '../../src/db/client';
import { openTestDatabase } from '../helpers/test-database';
import { type ServerProcess, startServer } from '../process/server-process';

jest.setTimeout(180_000);

const ENV = {
  APP_MODE: 'development',
  SEED_DEMO_DATA: 'false',
  JWT_SECRET: 'j'.repeat(40),
  SECRET_KEY: 's'.repeat(40),
  ADMIN_PASSWORD: 'limits-admin-pw',
  LOG_LEVEL: 'info',
  LOGIN_MAX_FAILURES: '5',
  // As behind the proxy: the client's address is the X-Forwarded-For it sets.
  TRUST_PROXY: '1',
};

describe('sign-in limits across two server processes', () => {
  let database: Database;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(running.splice(0).map((s) => s.kill('SIGKILL')));
    await database.close();
  });

  it('refuses the sixth failed sign-in of one IP and username with 429, whichever replica it reaches', async () => {
    const start = async () => {
      const server = await startServer({ ...ENV, DATABASE_URL: database.connectionString as string });
      running.push(server);
      await server.waitFor('CallOps Console is running', 120_000);
      return server;
    };
    const [a, b] = await Promise.all([start(), start()]);
    const attempt = (server: ServerProcess) =>
      fetch(`http://127.0.0.1:${server.port}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
        body: new URLSearchParams({ username: 'admin', password: 'not-the-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await attempt(i % 2 === 0 ? (a as ServerProcess) : (b as ServerProcess))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is not held back by this one's failures.
    const other = await fetch(`http://127.0.0.1:${(b as ServerProcess).port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.9' },
      body: new URLSearchParams({ username: 'admin', password: ENV.ADMIN_PASSWORD }),
    });
    expect(other.status).toBe(200);
  });
});
