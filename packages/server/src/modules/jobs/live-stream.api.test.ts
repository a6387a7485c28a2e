import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('GET /api/v1/jobs/stream', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ withQueue: true });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/jobs/stream`;
  });
  afterAll(() => t.close());

  it('needs a token', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      success: false,
      message: expect.any(String),
      request_id: expect.any(String),
    });
  });

  /** Opens the stream with a user's token; read() reads on until the text so far passes `until`, or the stream ends. */
  const openStream = async (token: string) => {
    const abort = new AbortController();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const stream = {
      text: '',
      ended: false,
      abort: () => abort.abort(),
      async read(until: (text: string) => boolean) {
        while (!until(stream.text)) {
          const { value, done } = await reader.read();
          if (done) {
            stream.ended = true;
            return;
          }
          stream.text += decoder.decode(value);
        }
      },
    };
    await stream.read((s) => s.includes('event: ready'));
    return stream;
  };

  it('pushes a change within a second of a job starting', async () => {
    const stream = await openStream(t.tokens.viewer);
    const read = async (until: (text: string) => boolean) => {
      await stream.read(until);
      if (stream.ended) throw new Error(`stream ended: ${stream.text}`);
    };
    const started = Date.now();
    const job = (
      await t.call({ method: 'POST', url: '/api/v1/jobs/hubspot-fetch/start', as: 'operator' })
    ).json().data as { id: string };
    await read((s) => s.includes(`"jobId":"${job.id}"`));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(stream.text).toMatch(new RegExp(`data: \\{"kind":"(job|event)","jobId":"${job.id}"\\}`));
    stream.abort();
  });

  it("ends a disabled user's open stream at the next change, telling them nothing of it", async () => {
    const stream = await openStream(t.tokens.viewer);
    expect(
      (await t.call({ method: 'POST', url: `/api/v1/users/${t.userIds.viewer}/disable` })).statusCode,
    ).toBe(200);
    t.app.services.changes.announce({ kind: 'job', jobId: 'job-after-the-disable' });
    await stream.read(() => false);
    expect(stream.ended).toBe(true);
    expect(stream.text).not.toContain('job-after-the-disable');
    await t.call({ method: 'POST', url: `/api/v1/users/${t.userIds.viewer}/enable` });
  });
});
