import { networkErrorMessage } from '@callops/contracts/core';
import { ApiError } from './api-error';
import { buildAuthHeader } from './auth-header';
import type { ApiClientOptions } from './client-options';
import { httpErrorFrom, readBody } from './response-body';
import { createSseParser, type ServerSentEvent } from './sse-parser';
import { reasonOf, type Transport } from './transport';

export interface StreamOptions {
  /** Closes the stream (the iteration then ends quietly). */
  signal?: AbortSignal;
}

/**
 * A server-sent event stream under /api/v1 read with fetch and the bearer header (EventSource cannot send one).
 * Yields each event until the server ends the stream or `signal` aborts. A stream that cannot be opened, or that
 * breaks, raises an ApiError; a 401/403 raises without the logout event, which the session's own checks decide.
 */
export async function* openEventStream(
  transport: Transport,
  options: Pick<ApiClientOptions, 'getToken' | 'onLogout' | 'now'>,
  path: string,
  { signal }: StreamOptions = {},
): AsyncGenerator<ServerSentEvent> {
  const headers = { Accept: 'text/event-stream', ...(await buildAuthHeader(options)) };
  let response: Response;
  try {
    response = await transport.fetchRaw(path, { method: 'GET', headers, signal, cache: 'no-store' });
  } catch (error) {
    if (signal?.aborted) return;
    throw new ApiError(0, networkErrorMessage(reasonOf(error)));
  }
  if (!response.ok || !response.body) throw httpErrorFrom(response.status, await readBody(response));

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) return;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal?.aborted) return;
    throw new ApiError(0, networkErrorMessage(reasonOf(error)));
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
