import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake vendor received, kept for the test to inspect. */
export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export interface FakeResponse {
  status: number;
  /** Sent as JSON unless it is a string; absent: no body. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeServer<F extends string> {
  /** http://127.0.0.1:<port>, the base URL an adapter is configured with. */
  readonly url: string;
  /** Every request received, in order, including those answered with a queued failure. */
  readonly requests: RecordedRequest[];
  /**
   * The next `times` requests are answered with this documented error instead of being handled; `'stall'` never
   * answers (the adapter's timeout has to fire). Calls queue up in order.
   */
  failNext(failure: F | 'stall', times?: number): void;
  close(): Promise<void>;
}

export interface FakeServerDefinition<F extends string> {
  handle(request: RecordedRequest): FakeResponse | Promise<FakeResponse>;
  /** The documented errors this vendor answers with, by name. */
  failures: Record<F, FakeResponse>;
}

/** A vendor's error bodies often carry a fresh id; this is the uuid they use. */
export const correlationId = () => randomUUID();

function send(res: ServerResponse, response: FakeResponse) {
  const headers = { ...response.headers };
  let payload: string | undefined;
  if (response.body !== undefined) {
    payload = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    headers['content-type'] ??= typeof response.body === 'string' ? 'text/plain' : 'application/json';
  }
  res.writeHead(response.status, headers);
  res.end(payload);
}

/** Starts a fake vendor on 127.0.0.1 and a free port. */
export async function startFakeServer<F extends string>(
  definition: FakeServerDefinition<F>,
): Promise<FakeServer<F>> {
  const requests: RecordedRequest[] = [];
  const queue: { failure: F | 'stall'; remaining: number }[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const head = queue[0];
      if (head) {
        head.remaining -= 1;
        if (head.remaining <= 0) queue.shift();
        if (head.failure === 'stall') return; // never answered; close() ends the socket
        send(res, definition.failures[head.failure]);
        return;
      }
      try {
        send(res, await definition.handle(recorded));
      } catch (err) {
        send(res, { status: 500, body: { message: `fake vendor bug: ${(err as Error).message}` } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(failure, times = 1) {
      queue.push({ failure, remaining: times });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Reads a request body as JSON; undefined when it is not JSON. */
export function jsonBody(request: RecordedRequest): unknown {
  try {
    return JSON.parse(request.rawBody);
  } catch {
    return undefined;
  }
}

/** The media type of a request, without parameters. */
export const mediaType = (request: RecordedRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: RecordedRequest): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Posts a body to a URL (the fakes' webhook sender side) and reports the status the receiver answered. */
export async function postTo(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, body: await res.text() };
}

/** A tiny receiver for the webhooks the fakes send: records each request and answers with `answer`. */
export async function startWebhookReceiver(
  answer: (request: RecordedRequest) => FakeResponse = () => ({ status: 200 }),
): Promise<FakeServer<never> & { requests: RecordedRequest[] }> {
  return startFakeServer<never>({ handle: answer, failures: {} as Record<never, FakeResponse> });
}
