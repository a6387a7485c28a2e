import type { Endpoint, EndpointInput, EndpointResult, InputOptional } from '@callops/contracts/core';
import {
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from './api-context';
import { failureRequestId, isAuthFailure } from './api-failure';
import { errorMessageOf } from './error-message';
import { looseCall } from './loose-call';
import { useNotify } from './notify-context';

/** What `mutate` takes: the endpoint's input, which may be left out when the endpoint needs none. */
export type MutationInput<E extends Endpoint> =
  InputOptional<E> extends true
    ? // biome-ignore lint/suspicious/noConfusingVoidType: void is what lets TanStack's mutate() go without an argument
      EndpointInput<E> | undefined | void
    : EndpointInput<E>;

export interface EndpointMutationOptions<E extends Endpoint>
  extends Omit<UseMutationOptions<EndpointResult<E>, Error, MutationInput<E>>, 'mutationFn'> {
  /** The success toast: a text, or one made from the answer and the input. */
  success?: string | ((result: EndpointResult<E>, input: MutationInput<E>) => string);
  /**
   * The failure toast: a text is its title with the server's message under it; a function makes the title from
   * the message ('' when there is none). Auth failures never toast here: the host already shows the
   * Authentication Error.
   */
  failure?: string | ((message: string) => string);
  /** How long the failure toast stays, when not the spec's default. */
  failureDurationMs?: number;
  /**
   * Runs as soon as the server accepted the write, with its toast, before the reads it changed are refreshed (which
   * may take a while on a busy server): what must follow the answer at once, such as a countdown.
   */
  onAnswered?: (result: EndpointResult<E>, input: MutationInput<E>) => void;
}

/** The reads a write changes: its own domain and the ones it declares it affects; a read changes none. */
export const tagsChangedBy = (endpoint: Pick<Endpoint, 'method' | 'tag' | 'affects'>): string[] =>
  endpoint.method === 'GET' ? [] : [endpoint.tag, ...(endpoint.affects ?? [])];

/**
 * Calls one endpoint as a TanStack mutation (a write, or a read done on demand such as the calendar's consent URL):
 * the success toast, then every query of the changed tags read again (the mutation settles once they are), or the
 * failure toast. Other useMutation options pass through and run
 * after these.
 */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  {
    success,
    failure,
    failureDurationMs,
    onAnswered,
    onSuccess,
    onError,
    ...options
  }: EndpointMutationOptions<E> = {},
): UseMutationResult<EndpointResult<E>, Error, MutationInput<E>> {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, Error, MutationInput<E>>({
    ...options,
    mutationFn: (input) => looseCall(api, endpoint, input ?? undefined) as Promise<EndpointResult<E>>,
    onSuccess: async (...args) => {
      const [result, input] = args;
      if (success !== undefined)
        notify.success(typeof success === 'string' ? success : success(result, input));
      onAnswered?.(result, input);
      await Promise.all(
        tagsChangedBy(endpoint).map((tag) => queryClient.invalidateQueries({ queryKey: [tag] })),
      );
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      const [error] = args;
      if (failure !== undefined && !isAuthFailure(error)) {
        const requestId = failureRequestId(error);
        const extra = {
          ...(failureDurationMs === undefined ? {} : { durationMs: failureDurationMs }),
          ...(requestId === undefined ? {} : { requestId }),
        };
        if (typeof failure === 'string') {
          notify.error(failure, { description: errorMessageOf(error), ...extra });
        } else if (Object.keys(extra).length === 0) {
          notify.error(failure(errorMessageOf(error, '')));
        } else {
          notify.error(failure(errorMessageOf(error, '')), extra);
        }
      }
      await onError?.(...args);
    },
  });
}
