import type { LoginResult } from '@callops/contracts/auth';
import type { Endpoint, EndpointInput, EndpointResult, InputOptional } from '@callops/contracts/core';
import type { ApiClientOptions, CallOptions } from './client-options';
import { openEventStream, type StreamOptions } from './event-stream';
import { login } from './login';
import type { ServerSentEvent } from './sse-parser';
import { type CallInput, createTransport } from './transport';

/** The arguments of `api.call` after the endpoint: the input may be left out only when the endpoint needs none. */
export type CallArgs<E extends Endpoint> =
  InputOptional<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/** The one typed client for /api/v1: every call is `api.call(endpoints.<group>.<name>, input)`. */
export interface ApiClient {
  /**
   * Calls one endpoint of the contracts' catalogue: method, path, body encoding and role come from the
   * definition; the answer is checked against its `response` (and `meta`) schema.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>>;
  /** POST /auth/login: form-encoded, no bearer, 30 s timeout, one retry after a 429. */
  login(username: string, password: string): Promise<LoginResult>;
  /**
   * A server-sent event stream under /api/v1 (e.g. `JOB_CHANGES_STREAM.path`), with the bearer header: its events
   * until it ends or `options.signal` aborts; an ApiError when it cannot be opened or breaks.
   */
  stream(path: string, options?: StreamOptions): AsyncIterable<ServerSentEvent>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createTransport(options);
  const call = (endpoint: Endpoint, input?: CallInput, callOptions?: CallOptions) =>
    transport.call(endpoint, input, callOptions);
  return {
    call: call as ApiClient['call'],
    login: (username, password) => login(transport, username, password),
    stream: (path, streamOptions) => openEventStream(transport, options, path, streamOptions),
  };
}
