import type { ApiClient, ApiError } from '@callops/api-client';
import type { Endpoint, EndpointInput, EndpointResult, InputOptional } from '@callops/contracts/core';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApi } from './api-context';
import { looseCall } from './loose-call';
import { useCan } from './use-can';

/** The one query-key scheme: `[tag, 'METHOD /path', input]`, so a write invalidates its domain by tag. */
export type EndpointQueryKey = readonly [tag: string, route: string, input: object];

export const endpointQueryKey = <E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
): EndpointQueryKey => [endpoint.tag, `${endpoint.method} ${endpoint.path}`, input ?? {}];

/** The key and the fetch of one endpoint read: what a page's query and a route's prefetch share. */
export const endpointQuery = <E extends Endpoint>(api: ApiClient, endpoint: E, input?: EndpointInput<E>) => ({
  queryKey: endpointQueryKey(endpoint, input),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    looseCall(api, endpoint, input, { signal }) as Promise<EndpointResult<E>>,
});

export type EndpointQueryOptions<E extends Endpoint> = Omit<
  UseQueryOptions<EndpointResult<E>, ApiError | Error, EndpointResult<E>, EndpointQueryKey>,
  'queryKey' | 'queryFn'
>;

type QueryArgs<E extends Endpoint> =
  InputOptional<E> extends true
    ? [input?: EndpointInput<E>, options?: EndpointQueryOptions<E>]
    : [input: EndpointInput<E>, options?: EndpointQueryOptions<E>];

/**
 * Reads one endpoint with TanStack Query under `endpointQueryKey(endpoint, input)`; the request is aborted with the
 * query. Never asks what the user may not read (`enabled` is false then), so no 403 signs anyone out.
 */
export function useEndpointQuery<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: QueryArgs<E>
): UseQueryResult<EndpointResult<E>, ApiError | Error> {
  const api = useApi();
  const allowed = useCan()(endpoint);
  return useQuery({
    ...options,
    ...endpointQuery(api, endpoint, input),
    enabled: allowed ? (options?.enabled ?? true) : false,
  });
}
