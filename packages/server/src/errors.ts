import type { FieldError } from '@callops/contracts/core';

/** An error the API answers with its own status and message (`{ success: false, message, detail? }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail?: string | FieldError[] | Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, detail?: FieldError[] | string) =>
  new HttpError(400, message, detail);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, `The request body is larger than ${limitBytes} bytes`);
/** A vendor (Google, VAPI, ElevenLabs …) failed or could not be reached: its safe message, status 502. */
export const badGateway = (message: string) => new HttpError(502, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
