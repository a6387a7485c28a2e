// A PostgreSQL that goes away under load: every request answers 503 with Retry-After while it is gone (never a
// 500), and the server serves again by itself once it is back. The database sits behind a TCP proxy the test
// stops and starts, as a restart or a failover would look to the server.
import net from 'node:net';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { openTestDatabase } from '../../test/helpers/test-database';
import { type Database, openPostgres } from './client';

/** A TCP proxy to PostgreSQL that can refuse connections and cut the open ones. */
function databaseProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { start, stop };
}

describe('a database outage', () => {
  let direct: Database;
  let proxied: Database;
  let proxy: ReturnType<typeof databaseProxy>;
  let t: TestApp;

  beforeAll(async () => {
    direct = await openTestDatabase();
    const url = new URL(direct.connectionString as string);
    proxy = databaseProxy(new URL(url));
    const port = await proxy.start();
    url.hostname = '127.0.0.1';
    url.port = String(port);
    proxied = await openPostgres(url.toString());
    t = await createTestApp({ database: proxied });
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
    await direct.close();
  });

  const load = () =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        // Reads the server answers from the database each time (not a shared answer it may still hold).
        t.call({ method: 'GET', url: i % 2 ? '/api/v1/app-config' : '/api/v1/dashboard/stats' }),
      ),
    );

  it('answers 503 with Retry-After while the database is away and serves again once it is back', async () => {
    expect((await load()).every((res) => res.statusCode === 200)).toBe(true);

    await proxy.stop();
    const during = await load();
    for (const res of during) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        message: expect.stringContaining('not available'),
        request_id: expect.any(String),
      });
    }
    // A write too: refused whole, not half-done.
    const write = await t.call({
      method: 'POST',
      url: '/api/v1/app-config',
      payload: { key: 'outage_test', value: 'x' },
    });
    expect(write.statusCode).toBe(503);

    await proxy.start();
    let after = await load();
    for (let attempt = 0; attempt < 20 && !after.every((res) => res.statusCode === 200); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await load();
    }
    expect(after.map((res) => res.statusCode)).toEqual(after.map(() => 200));
    const rows = await direct.executeSql(
      "select count(*)::int as n from app_config where key = 'outage_test'",
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});
