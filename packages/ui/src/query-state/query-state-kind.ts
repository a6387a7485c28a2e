export type QueryStateKind = 'loading' | 'error' | 'empty' | 'content';

export type QueryStateInput = {
  loading?: boolean;
  error?: unknown;
  empty?: boolean;
};

function hasError(error: unknown): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** Loading wins (a retry in flight hides the old error), then error, then empty. */
export function queryStateKind({ loading, error, empty }: QueryStateInput): QueryStateKind {
  if (loading) return 'loading';
  if (hasError(error)) return 'error';
  if (empty) return 'empty';
  return 'content';
}
