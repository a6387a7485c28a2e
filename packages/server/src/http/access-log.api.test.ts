// One access-log line per request (method, route template, status, time, actor; no query values, no body), and the
// request id of every error envelope is the one on its request's line and in its X-Request-Id header.
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { logs } from '../db/schema';
import { createLogger } from '../logging/logger';

interface LogLine {
  service?: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  duration_ms?: number;
  actor_id?: number | null;
  msg?: string;
}

describe('the access log', () => {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          raw.push(line);
          lines.push(JSON.parse(line) as LogLine);
        }
        done();
      },
    });
    t = await createTestApp({ logger: createLogger({ level: 'info', out }) });
  });
  afterAll(() => t.close());

  const accessLineOf = (requestId: string) =>
    lines.filter((line) => line.service === 'access' && line.reqId === requestId);

  it('logs an error with the request id its envelope carries, and nothing of its query or body', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/jobs/missing-job/status?secret=hunter2',
      as: 'viewer',
    });
    expect(res.statusCode).toBe(404);
    const envelope = res.json();
    expect(envelope).toMatchObject({ success: false, request_id: res.headers['x-request-id'] });
    expect(accessLineOf(envelope.request_id)).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/api/v1/jobs/:id/status',
        status: 404,
        actor_id: t.userIds.viewer,
        duration_ms: expect.any(Number),
      }),
    ]);
    expect(raw.filter((line) => /hunter2|missing-job/.test(line))).toEqual([]);
  });

  it('carries the id through validation errors, refusals and unknown paths', async () => {
    const answers = await Promise.all([
      t.call({ method: 'POST', url: '/api/v1/auth/login', as: null, payload: { username: 'x' } }),
      t.call({ method: 'GET', url: '/api/v1/users', as: null }),
      t.call({
        method: 'GET',
        url: '/api/v1/no-such-thing',
        as: null,
        headers: { 'x-request-id': 'edge-42' },
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([400, 401, 404]);
    for (const res of answers) {
      const { request_id } = res.json();
      expect(request_id).toBe(res.headers['x-request-id']);
      expect(accessLineOf(request_id)).toHaveLength(1);
    }
    expect(answers[2]?.json().request_id).toBe('edge-42');
    expect(accessLineOf('edge-42')[0]).toMatchObject({ route: 'unmatched', status: 404, actor_id: null });
    // The password field of the refused sign-in is not on any line.
    expect(raw.filter((line) => line.includes('"username"'))).toEqual([]);
  });
});

describe('the stored log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  it('does not keep the access lines, which would flood it', async () => {
    await t.call({ method: 'GET', url: '/api/v1/jobs/active' });
    await t.logStore.flush();
    const stored = await t.database.db.select({ message: logs.message }).from(logs);
    expect(stored.filter((row) => row.message.startsWith('GET /api/v1/jobs/active'))).toEqual([]);
  });
});
