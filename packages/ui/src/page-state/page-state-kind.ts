import { UI_TEXT } from '../ui-text';

export type PageStateKind = 'loading' | 'error' | 'empty' | 'content';

export type PageStateInput = {
  loading?: boolean;
  error?: unknown;
  empty?: boolean;
};

function hasError(error: unknown): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** Loading wins (a retry in flight hides the old error), then error, then empty. */
export function pageStateKind({ loading, error, empty }: PageStateInput): PageStateKind {
  if (loading) return 'loading';
  if (hasError(error)) return 'error';
  if (empty) return 'empty';
  return 'content';
}

/** The text to show for any thrown value: an Error's message, a string, or a `{ message }` object. */
export function errorMessageOf(error: unknown, fallback: string = UI_TEXT.unknownError): string {
  if (typeof error === 'string') return error.trim() === '' ? fallback : error;
  if (error instanceof Error) return error.message || fallback;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}
