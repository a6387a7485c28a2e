import { type EndpointName, type EndpointNamed, endpointEntries } from '@callops/contracts';
import type { Endpoint, EndpointInput, EndpointResult } from '@callops/contracts/core';
import { ApiError } from '../api-error';
import type { CallOptions } from '../client-options';
import type { ApiClient } from '../create-api-client';
import type { StreamOptions } from '../event-stream';
import type { ServerSentEvent } from '../sse-parser';

/** How a fake answers one endpoint: what the real client would resolve with (or a rejection). */
export type FakeHandler<N extends EndpointName> = (
  input: EndpointInput<EndpointNamed<N>>,
  options?: CallOptions,
) => EndpointResult<EndpointNamed<N>> | Promise<EndpointResult<EndpointNamed<N>>>;

/** Answers by endpoint name (`'users.list'`, …): a misspelt name or a wrong answer shape fails type-checking. */
export type FakeHandlers = Partial<{ [N in EndpointName]: FakeHandler<N> }>;

/** Event streams by path (`JOB_CHANGES_STREAM.path`): usually `createFakeEventStream().open`. */
export type FakeStreams = Record<string, (options?: StreamOptions) => AsyncIterable<ServerSentEvent>>;

/** The status of the rejection for a call the test gave no answer for. */
export const UNANSWERED_STATUS = 501;

const names = new Map<Endpoint, EndpointName>(endpointEntries.map(([name, endpoint]) => [endpoint, name]));

/**
 * An ApiClient for page tests that answers each call from `handlers`, by the endpoint's name in the catalogue. It
 * knows no server rule: each test says what the server answers. A call without a handler rejects with an ApiError
 * naming the endpoint, so the test fails visibly; so does login, which pages never call. A stream without an entry
 * in `streams` is refused the same way (a screen then works on its polling alone).
 */
export function createFakeApiClient(handlers: FakeHandlers = {}, streams: FakeStreams = {}): ApiClient {
  return {
    call: async (endpoint: Endpoint, input?: unknown, options?: CallOptions) => {
      const name = names.get(endpoint);
      const handler =
        name && (handlers[name] as ((input: unknown, options?: CallOptions) => unknown) | undefined);
      if (!handler) {
        const which = name ?? `${endpoint.method} ${endpoint.path}`;
        throw new ApiError(UNANSWERED_STATUS, `The fake ApiClient has no answer for ${which}`);
      }
      // Tests check what was sent with toHaveBeenCalledWith(input): options only when the caller gave some.
      return options === undefined ? handler(input ?? {}) : handler(input ?? {}, options);
    },
    login: async () => {
      throw new ApiError(UNANSWERED_STATUS, 'The fake ApiClient does not sign in');
    },
    stream: (path: string, options?: StreamOptions) => {
      const open = streams[path];
      if (open) return open(options);
      const refused: AsyncIterator<ServerSentEvent> = {
        next: () =>
          Promise.reject(new ApiError(UNANSWERED_STATUS, `The fake ApiClient has no stream at ${path}`)),
      };
      return { [Symbol.asyncIterator]: () => refused };
    },
  } as ApiClient;
}
