import { ApiError } from './api-error';
import type { ServerSentEvent } from './sse-parser';
import { clientWith } from './test-support/client-harness';
import { failure, fakeJwt, jsonResponse, networkFailure } from './test-support/fake-fetch';

/** A streamed answer whose chunks the test sends and closes. */
function streamedResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    responder: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    break: () => controller.error(new TypeError('connection reset')),
  };
}

async function collect(stream: AsyncIterable<ServerSentEvent>, until: number) {
  const events: ServerSentEvent[] = [];
  for await (const event of stream) {
    events.push(event);
    if (events.length === until) break;
  }
  return events;
}

describe('api.stream', () => {
  it('opens the path under /api/v1 with the bearer and yields each event until the server ends it', async () => {
    const server = streamedResponse();
    const { api, requests } = clientWith([server.responder]);
    const events = collect(api.stream('/jobs/stream'), 3);
    server.write('retry: 3000\n\nevent: ready\ndata: {}\n\n: keep-alive\n\ndata: {"kind":"jo');
    server.write('b","jobId":"j1"}\n\n');
    server.close();
    await expect(events).resolves.toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: '{"kind":"job","jobId":"j1"}' },
    ]);
    expect(requests[0]?.url).toBe('https://api.example.test/api/v1/jobs/stream');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer opaque-token');
    expect(requests[0]?.headers.get('Accept')).toBe('text/event-stream');
  });

  it('ends quietly when its signal aborts', async () => {
    const server = streamedResponse();
    const { api, requests } = clientWith([server.responder]);
    const controller = new AbortController();
    const iterator = api.stream('/jobs/stream', { signal: controller.signal })[Symbol.asyncIterator]();
    server.write('data: 1\n\n');
    await expect(iterator.next()).resolves.toEqual({ done: false, value: { event: 'message', data: '1' } });
    const next = iterator.next();
    controller.abort();
    server.break();
    await expect(next).resolves.toEqual({ done: true, value: undefined });
    expect(requests[0]?.signal).toBe(controller.signal);
  });

  it('raises the server message when it cannot be opened, without the logout event', async () => {
    const { api, onLogout, onAuthError } = clientWith([
      jsonResponse({ success: false, message: 'Invalid or expired token' }, 401),
    ]);
    const error = await failure(collect(api.stream('/jobs/stream'), 1));
    expect(error).toMatchObject({ status: 401, message: 'Invalid or expired token' });
    expect(onLogout).not.toHaveBeenCalled();
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it('raises a network error when there is no answer or the connection breaks', async () => {
    const broken = streamedResponse();
    const { api } = clientWith([networkFailure('connection refused'), broken.responder]);
    expect(await failure(collect(api.stream('/jobs/stream'), 1))).toMatchObject({
      status: 0,
      message: 'Network error: connection refused',
    });
    const events = collect(api.stream('/jobs/stream'), 2);
    broken.write('data: 1\n\n');
    broken.break();
    const error = await events.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network error: connection reset' });
  });

  it('sends no bearer with an expired token, and dispatches the logout event as every call does', async () => {
    const { api, requests, onLogout } = clientWith([jsonResponse({ success: false, message: 'x' }, 401)], {
      getToken: () => fakeJwt({ exp: 1 }),
    });
    await failure(collect(api.stream('/jobs/stream'), 1));
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(onLogout).toHaveBeenCalledWith('Session expired');
  });
});
