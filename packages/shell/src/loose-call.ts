import type { ApiClient, CallOptions } from '@callops/api-client';
import type { Endpoint } from '@callops/contracts/core';

/** `api.call` for generic code that has checked the input's type where it took it. */
export const looseCall = (api: ApiClient, endpoint: Endpoint, input: unknown, options?: CallOptions) =>
  (api.call as (endpoint: Endpoint, input?: unknown, options?: CallOptions) => Promise<unknown>)(
    endpoint,
    input,
    options,
  );
