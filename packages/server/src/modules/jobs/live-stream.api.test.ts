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
    expect(await res.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('pushes a change within a second of a job starting', async () => {
    const abort = new AbortController();
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${t.tokens.viewer}` },
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const read = async (until: (text: string) => boolean) => {
      while (!until(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended: ${text}`);
        text += decoder.decode(value);
      }
    };
    await read((s) => s.includes('event: ready'));
    const started = Date.now();
    const job = (
      await t.call({ method: 'POST', url: '/api/v1/jobs/hubspot-fetch/start', as: 'operator' })
    ).json().data as { id: string };
    await read((s) => s.includes(`"jobId":"${job.id}"`));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(text).toMatch(new RegExp(`data: \\{"kind":"(job|event)","jobId":"${job.id}"\\}`));
    abort.abort();
  });
});
