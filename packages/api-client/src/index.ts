export { ApiError } from './api-error';
export { buildAuthHeader } from './auth-header';
export type { ApiClientOptions, CallOptions } from './client-options';
export { type ApiClient, type CallArgs, createApiClient } from './create-api-client';
export type { StreamOptions } from './event-stream';
export { loginRetryDelayMs } from './login-retry';
export type { ServerSentEvent } from './sse-parser';
