import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('logs API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores the server's own log entries with level, message, service and time", async () => {
    const log = t.app.services.logger.child({ service: 'jobs' });
    log.info('cold calling started');
    log.warn('calling hours end soon');
    log.error(new Error('provider down'), 'call failed');
    const res = await t.call({ method: 'GET', url: '/api/v1/logs?limit=50' });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data as {
      level: string;
      message: string;
      service: string;
      timestamp: string;
    }[];
    const mine = entries.filter((e) => e.service === 'jobs');
    expect(mine.map((e) => [e.level, e.message])).toEqual([
      ['ERROR', 'call failed: provider down'],
      ['WARNING', 'calling hours end soon'],
      ['INFO', 'cold calling started'],
    ]);
    expect(Number.isNaN(Date.parse(mine[0]?.timestamp ?? ''))).toBe(false);
  });

  it('filters by level and honours the limit', async () => {
    const errors = await t.call({ method: 'GET', url: '/api/v1/logs?level=ERROR' });
    expect(errors.json().data.every((e: { level: string }) => e.level === 'ERROR')).toBe(true);
    const one = await t.call({ method: 'GET', url: '/api/v1/logs?limit=1' });
    expect(one.json().data).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: '/api/v1/logs?level=LOUD' })).statusCode).toBe(400);
  });

  it('is for admins only: log lines name users and addresses', async () => {
    for (const as of ['operator', 'viewer'] as const) {
      expect((await t.call({ method: 'GET', url: '/api/v1/logs', as })).statusCode).toBe(403);
    }
  });

  it('caps a huge message and never keeps the SQL parameters of a failed query', async () => {
    t.app.services.logger.warn(`sign-in refused for ${'x'.repeat(1_000_000)}`);
    const failed = Object.assign(
      new Error('Failed query: insert into "users" values ($1)\nparams: scrypt$16384$8$1$salt$hash'),
      {
        cause: Object.assign(
          new Error('duplicate key value violates unique constraint "users_username_key"'),
          {
            code: '23505',
            constraint: 'users_username_key',
          },
        ),
      },
    );
    t.app.services.logger.error({ err: failed }, 'insert failed');
    const res = await t.call({ method: 'GET', url: '/api/v1/logs?limit=5' });
    const messages = (res.json().data as { message: string }[]).map((e) => e.message);
    expect(messages.every((m) => m.length < 2_100)).toBe(true);
    expect(messages).toContain(
      'insert failed: duplicate key value violates unique constraint "users_username_key"',
    );
    expect(res.body).not.toContain('scrypt$');
  });

  it('never stores a secret passed as a field', async () => {
    t.app.services.logger.info({ password: 'hunter2-secret', value: 'sk_live_secret' }, 'settings touched');
    const res = await t.call({ method: 'GET', url: '/api/v1/logs?limit=500' });
    expect(res.body).not.toContain('hunter2-secret');
    expect(res.body).not.toContain('sk_live_secret');
  });

  describe('live stream /ws/logs', () => {
    let address: string;
    beforeAll(async () => {
      address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('refuses a socket without a valid token', async () => {
      const ws = new WebSocket(`${address.replace('http', 'ws')}/ws/logs?token=nope`);
      const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
      expect(code).toBe(4401);
    });

    it('closes the socket of a signed-in user who is not an admin', async () => {
      const ws = new WebSocket(`${address.replace('http', 'ws')}/ws/logs?token=${t.tokens.viewer}`);
      const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
      expect(code).toBe(4403);
    });

    it('pushes new entries to a signed-in admin', async () => {
      const ws = new WebSocket(`${address.replace('http', 'ws')}/ws/logs?token=${t.tokens.admin}`);
      await new Promise((resolve) => ws.on('open', resolve));
      const received = new Promise<{ message: string; level: string }>((resolve) =>
        ws.on('message', (raw) => {
          const entry = JSON.parse(raw.toString());
          if (entry.message === 'live entry') resolve(entry);
        }),
      );
      // The socket registers its listener after the token check: give it a moment.
      await new Promise((r) => setTimeout(r, 200));
      t.app.services.logger.warn('live entry');
      await t.logStore.flush();
      await expect(received).resolves.toMatchObject({ message: 'live entry', level: 'WARNING' });
      ws.close();
    });
  });
});
