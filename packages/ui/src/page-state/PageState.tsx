import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../query-state/QueryState';
import { queryStateKind } from '../query-state/query-state-kind';

export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  LoadingState,
  type LoadingStateProps,
} from '../query-state/QueryState';

export type PageStateProps = {
  loading?: boolean;
  error?: unknown;
  empty?: boolean;
  loadingText?: ReactNode;
  errorTitle?: ReactNode;
  retryLabel?: string;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** Rendered when not loading, not failed and not empty. */
  children?: ReactNode;
};

/** One place for the loading, error and empty states of a page or panel; otherwise its children. */
export function PageState({
  loading,
  error,
  empty,
  loadingText,
  errorTitle,
  retryLabel,
  onRetry,
  emptyText,
  children,
}: PageStateProps) {
  switch (queryStateKind({ loading, error, empty })) {
    case 'loading':
      return <LoadingState text={loadingText} />;
    case 'error':
      return <ErrorState error={error} title={errorTitle} onRetry={onRetry} retryLabel={retryLabel} />;
    case 'empty':
      return <EmptyState text={emptyText} />;
    case 'content':
      return <>{children}</>;
  }
}
