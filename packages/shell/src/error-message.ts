/** Said when a failure carries no message of its own. */
export const UNKNOWN_ERROR = 'Unknown error';

/** The text to show for any thrown value: an Error's message, a string, or a `{ message }` object. */
export function errorMessageOf(error: unknown, fallback: string = UNKNOWN_ERROR): string {
  if (typeof error === 'string') return error.trim() === '' ? fallback : error;
  if (error instanceof Error) return error.message || fallback;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}
