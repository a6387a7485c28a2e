export { ApiError } from './api-error';
export { buildAuthHeader } from './auth-header';
export type { ApiClientOptions, CallOptions } from './client-options';
export { type ApiClient, createApiClient } from './create-api-client';
export type { RecordingsQuery } from './domains/calls';
export type { BodyArgs, QueryArgs } from './endpoint-args';
export { loginRetryDelayMs } from './login-retry';
