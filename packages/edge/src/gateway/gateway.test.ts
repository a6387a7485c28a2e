import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { createGateway, type Gateway } from './gateway';

// Upgraded sockets still hold their server open: the tests close them themselves.
const upgradedSockets = new Set<Duplex>();

interface Upstream {
  server: Server;
  url: string;
  seen: { method: string; url: string; body: string; forwardedFor?: string }[];
  ready: boolean;
}

async function upstream(name: string): Promise<Upstream> {
  const state: Upstream = { server: undefined as unknown as Server, url: '', seen: [], ready: true };
  const server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.url === '/health') {
      res.writeHead(state.ready ? 200 : 503).end();
      return;
    }
    state.seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      body,
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    });
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`${name} ${req.method} ${req.url} ${body}`);
  });
  server.on('upgrade', (_req, socket) => {
    upgradedSockets.add(socket);
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (data) => socket.write(`${name}:${data}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.server = server;
  state.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return state;
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    for (const socket of upgradedSockets) socket.destroy();
    server.close(() => resolve());
    server.closeAllConnections();
  });

let a: Upstream;
let b: Upstream;
let remote: Upstream;
let gateway: Gateway;
let base: string;

beforeEach(async () => {
  [a, b, remote] = [await upstream('a'), await upstream('b'), await upstream('remote')];
  gateway = createGateway({
    serverUpstreams: [a.url, b.url],
    remoteOrigins: { 'calling-ops': remote.url },
    checkIntervalMs: 100,
  });
  base = `http://127.0.0.1:${await gateway.start(0, '127.0.0.1')}`;
});
afterEach(async () => {
  await gateway.close();
  for (const u of [a, b, remote]) if (u.server.listening) await stop(u.server);
});

const text = async (path: string, init?: RequestInit) => (await fetch(`${base}${path}`, init)).text();

describe('gateway', () => {
  it('spreads API requests over the ready servers, with the client address forwarded', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => text('/api/v1/auth/me')));
    expect(answers.filter((t) => t.startsWith('a ')).length).toBe(2);
    expect(answers.filter((t) => t.startsWith('b ')).length).toBe(2);
    expect(a.seen[0]?.forwardedFor).toBe('127.0.0.1');
  });

  it('sends a remote path to that remote origin without its prefix, and answers 404 for an unknown remote', async () => {
    expect(await text('/remotes/calling-ops/static/js/x.js?v=1')).toBe('remote GET /static/js/x.js?v=1 ');
    const unknown = await fetch(`${base}/remotes/dev-tools/remoteEntry.js`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, message: 'Not found' });
  });

  it('takes a draining server out of rotation once its readiness says 503', async () => {
    a.ready = false;
    // One of the next readiness checks (every 100 ms) takes it out; on a busy machine the timers run late, so the
    // test allows seconds, not a fixed 300 ms.
    const deadline = Date.now() + 5_000;
    let answers: string[];
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answers = await Promise.all([1, 2, 3, 4].map(() => text('/api/v1/x')));
    } while (!answers.every((t) => t.startsWith('b ')) && Date.now() < deadline);
    expect(answers.every((t) => t.startsWith('b '))).toBe(true);
  });

  it('retries a request, body and all, on the other server when one refuses the connection', async () => {
    await stop(a.server);
    for (let i = 0; i < 4; i++) {
      expect(await text('/api/v1/users', { method: 'POST', body: `n=${i}` })).toBe(
        `b POST /api/v1/users n=${i}`,
      );
    }
    expect(b.seen.map((s) => s.body)).toEqual(['n=0', 'n=1', 'n=2', 'n=3']);
  });

  it('sends a read on to the other server when its server dies before answering, but never a write', async () => {
    // a dies mid-request: the connection is accepted, then reset without an answer
    a.server.removeAllListeners('request');
    a.server.on('request', (req: IncomingMessage) => req.socket.destroy());
    const writes = await Promise.all(
      [1, 2].map(() => fetch(`${base}/api/v1/jobs/stop-all`, { method: 'POST', body: 'x' })),
    );
    // one of the two went to a, which may have acted on it: it is not sent again
    expect(writes.map((w) => w.status).sort()).toEqual([200, 502]);
    for (let i = 0; i < 4; i++) expect(await text(`/api/v1/jobs/active?n=${i}`)).toMatch(/^b GET /);
  });

  it('asks a server again on a new connection when a kept-alive one it had closed is reused, and keeps it in rotation', async () => {
    await stop(b.server);
    // a closes every connection after its first answer without saying so: a reused one is reset
    const answered = new WeakSet<object>();
    a.server.removeAllListeners('request');
    a.server.on('request', (req: IncomingMessage, res) => {
      if (answered.has(req.socket)) return void req.socket.destroy();
      answered.add(req.socket);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`a ${req.method} ${req.url}`);
    });
    for (let i = 0; i < 3; i++)
      expect(await text(`/api/v1/jobs/active?n=${i}`)).toBe(`a GET /api/v1/jobs/active?n=${i}`);
    expect(gateway.pool.snapshot().find((t) => t.origin === a.url)?.downUntil).toBe(0);
  });

  it('answers 503 with Retry-After in the envelope when no server is left, and when a remote origin is away', async () => {
    await stop(a.server);
    await stop(b.server);
    const none = await fetch(`${base}/api/v1/auth/me`);
    expect(none.status).toBe(503);
    expect(none.headers.get('retry-after')).toBe('5');
    expect(await none.json()).toMatchObject({
      success: false,
      message: 'No server is available; try again shortly',
    });
    await stop(remote.server);
    const away = await fetch(`${base}/remotes/calling-ops/remoteEntry.js`);
    expect(away.status).toBe(503);
    expect(await away.json()).toMatchObject({ message: 'The calling-ops remote is not reachable' });
  });

  it('pipes a WebSocket upgrade through to a server', async () => {
    const port = Number(new URL(base).port);
    const socket = connect(port, '127.0.0.1');
    const received = new Promise<string>((resolve) => {
      let all = '';
      socket.on('data', (chunk) => {
        all += chunk;
        if (all.includes(':ping')) resolve(all);
      });
    });
    socket.write(
      'GET /ws/logs HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    socket.once('data', () => socket.write('ping'));
    const all = await received;
    expect(all).toMatch(/^HTTP\/1.1 101/);
    expect(all).toMatch(/(a|b):ping/);
    socket.destroy();
  });
});
