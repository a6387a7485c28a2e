import { ApiError } from '../api-error';
// A scripted stand-in for fetch: each call takes the next responder and is recorded for assertions.

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

export type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
}

export function createFakeFetch(...responders: Responder[]): FakeFetch {
  const requests: RecordedRequest[] = [];
  const queue = [...responders];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      signal: init?.signal,
    };
    requests.push(request);
    const next = queue.shift();
    if (!next) throw new Error(`Unexpected request ${request.method} ${request.url}`);
    return next(request);
  };
  return { fetch: fakeFetch as typeof fetch, requests };
}

export const jsonResponse =
  (body: unknown, status = 200, headers: Record<string, string> = {}): Responder =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

export const textResponse =
  (text: string, status: number): Responder =>
  () =>
    new Response(text, { status, headers: { 'Content-Type': 'text/plain' } });

export const networkFailure =
  (reason: string): Responder =>
  () => {
    throw new TypeError(reason);
  };

/** Never answers; rejects like fetch does when its signal aborts. */
export const hangingResponse: Responder = (request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });

const base64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/** An unsigned JWT with the given payload (the client never verifies signatures). */
export const fakeJwt = (payload: Record<string, unknown>) =>
  `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;

/** The ApiError a call fails with (the test fails when the call succeeds or throws anything else). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
