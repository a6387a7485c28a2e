/** A handler's answer with a message and/or envelope fields beside its data (`{ success, message?, data, ...meta }`). */
export class EnvelopeExtras<T, M extends Record<string, unknown> = Record<string, never>> {
  constructor(
    readonly data: T,
    readonly message: string | undefined,
    readonly meta: M | undefined,
  ) {}
}

export const withMessage = <T>(data: T, message: string) =>
  new EnvelopeExtras<T, never>(data, message, undefined);
export const withMeta = <T, M extends Record<string, unknown>>(data: T, meta: M, message?: string) =>
  new EnvelopeExtras(data, message, meta);

export function toEnvelope<T>(result: T | EnvelopeExtras<T, Record<string, unknown>>): {
  success: true;
  message?: string;
  data: T;
} {
  if (!(result instanceof EnvelopeExtras)) return { success: true, data: result };
  return {
    success: true,
    ...(result.message ? { message: result.message } : {}),
    data: result.data,
    ...result.meta,
  };
}

/**
 * Every failure's body: `{ success: false, message, detail?, request_id }`. The request id is the one on the request's
 * access-log line and in its X-Request-Id header, so an error a user reports leads to its log lines.
 */
export function errorEnvelope(
  request: { id: string },
  message: string,
  detail?: unknown,
): { success: false; message: string; detail?: unknown; request_id: string } {
  return { success: false, message, ...(detail ? { detail } : {}), request_id: request.id };
}
