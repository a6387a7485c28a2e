/**
 * Every failure the client raises. `status` is the HTTP status, or 0 when no answer arrived (network error,
 * timeout). `detail` carries the server's `detail` (e.g. the failing fields of a 400) or, for 401/403, the
 * specific auth message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: unknown;
  /** The server's id of the request (`request_id` / `X-Request-Id`), which names its access-log line. */
  readonly requestId: string | undefined;

  constructor(status: number, message: string, detail?: unknown, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.requestId = requestId;
  }

  get isAuthError(): boolean {
    return this.status === 401 || this.status === 403;
  }
}
