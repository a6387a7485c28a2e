// A drain under keep-alive load ends without a connection reset: connections stay open through the grace period,
// then what arrives is a 503 that closes its connection, and the connections still idle are closed last.
import { Agent, request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { listeningTestApp, type TestApp } from '../../test/helpers/test-app';
import { closeHttp, drainHttp } from './draining';

interface Tally {
  answered: Record<number, number>;
  closeHeaders: number;
  errors: Record<string, number>;
}

describe('draining', () => {
  let t: TestApp & { port: number };
  beforeEach(async () => {
    t = await listeningTestApp();
  });
  afterEach(() => t.close());

  /** One client's loop over a kept-alive connection until the server is gone; what it saw. */
  const load = (agent: Agent, tally: Tally, stop: { done: boolean }, path: string) =>
    (async () => {
      while (!stop.done) {
        const outcome = await new Promise<string>((resolve) => {
          const headers = path.startsWith('/api')
            ? { authorization: `Bearer ${t.tokens.viewer}` }
            : undefined;
          const req = request({ port: t.port, host: '127.0.0.1', path, agent, headers }, (res) => {
            tally.answered[res.statusCode ?? 0] = (tally.answered[res.statusCode ?? 0] ?? 0) + 1;
            if (res.headers.connection === 'close') tally.closeHeaders += 1;
            res.resume();
            res.on('end', () => resolve('ok'));
            res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
          });
          req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
          req.end();
        });
        if (outcome === 'ECONNREFUSED') return; // the server has stopped listening: the load is over
        if (outcome !== 'ok') tally.errors[outcome] = (tally.errors[outcome] ?? 0) + 1;
      }
    })();

  it.each([1, 2])('drain %i under keep-alive load: every request answered, no reset', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const tally: Tally = { answered: {}, closeHeaders: 0, errors: {} };
    const stop = { done: false };
    const clients = Array.from({ length: 8 }, (_, i) =>
      load(agent, tally, stop, i % 2 ? '/health/live' : '/api/v1/auth/me'),
    );
    await delay(300);
    // An idle kept-alive connection, opened before the drain and never used again: closed when HTTP closes.
    const idle = new Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      request({ port: t.port, host: '127.0.0.1', path: '/health/live', agent: idle }, (res) => {
        res.resume();
        res.on('end', resolve);
      }).end(),
    );
    const idleSocket = Object.values(idle.freeSockets).flat()[0];
    const idleClosed = new Promise<void>((resolve) => idleSocket?.once('close', () => resolve()));

    await drainHttp(t.app, 400);
    await closeHttp(t.app);
    await idleClosed;
    stop.done = true;
    await Promise.all(clients);
    agent.destroy();
    idle.destroy();

    expect(tally.errors).toEqual({});
    expect(tally.closeHeaders).toBeGreaterThan(0);
    expect(Object.keys(tally.answered).map(Number).sort()).toEqual(expect.arrayContaining([200]));
    expect(Object.keys(tally.answered).every((status) => ['200', '401', '503'].includes(status))).toBe(true);
  });

  it('answers what arrives while it closes with a 503 in the envelope that closes the connection', async () => {
    t.app.services.lifecycle.closing = true;
    const res = await t.call({ method: 'GET', url: '/api/v1/auth/me', as: 'viewer' });
    expect(res.statusCode).toBe(503);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ success: false, message: 'The server is shutting down; retry the request' });
    t.app.services.lifecycle.closing = false;
  });
});
