import type { ApiClientOptions } from './client-options';
import { createAuthApi } from './domains/auth';
import { createTransport } from './transport';

/** The one typed client for /api/v1: a function per call, grouped by domain. */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    auth: createAuthApi(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
