import { ApiError } from '@callops/api-client';
import type { FieldError } from '@callops/contracts/core';

// What a page asks of a failed call, so that `ui` and the remotes never look inside the api-client's ApiError.

/** A 401 or 403: the session is gone or the role may not; the host already shows it, so a page shows nothing. */
export const isAuthFailure = (error: unknown): boolean => error instanceof ApiError && error.isAuthError;

/** The HTTP status of a failed call (0 when no answer arrived); undefined for anything that is not a call's failure. */
export const failureStatus = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** The server's id of a failed call's request, for the toast that reports it; undefined when none came back. */
export const failureRequestId = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.requestId : undefined;

const isFieldError = (item: unknown): item is FieldError =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as FieldError).field === 'string' &&
  typeof (item as FieldError).message === 'string';

/** The failing fields of a 400 from the server (`detail: [{ field, message }]`); other failures have none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (failureStatus(error) !== 400) return [];
  const { detail } = error as ApiError;
  return Array.isArray(detail) ? detail.filter(isFieldError) : [];
}
