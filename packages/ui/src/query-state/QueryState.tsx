import { errorMessageOf } from '@callops/shell';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { UI_TEXT } from '../ui-text';
import { queryStateKind } from './query-state-kind';

export type LoadingStateProps = {
  /** Text under the spinner; default 'Loading...'. Pass null for a bare spinner. */
  text?: ReactNode;
};

export function LoadingState({ text = UI_TEXT.loading }: LoadingStateProps) {
  return (
    <Flex role="status" aria-live="polite" vertical align="center" gap={8} style={{ padding: 32 }}>
      <Spin />
      {text !== null && <Typography.Text type="secondary">{text}</Typography.Text>}
    </Flex>
  );
}

export type ErrorStateProps = {
  /** An Error, a string or a `{ message }`; its message is shown verbatim. */
  error: unknown;
  /** A heading above the message, e.g. 'Error Loading Recordings'. */
  title?: ReactNode;
  onRetry?: () => void;
  /** Default 'Retry'; e.g. 'Try Again'. */
  retryLabel?: string;
};

export function ErrorState({ error, title, onRetry, retryLabel = UI_TEXT.retry }: ErrorStateProps) {
  const message = errorMessageOf(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title ?? message}
      description={title === undefined ? undefined : message}
      action={
        onRetry && (
          <Button size="small" danger onClick={onRetry}>
            {retryLabel}
          </Button>
        )
      }
    />
  );
}

export type EmptyStateProps = {
  /** Shown verbatim, e.g. 'No dashboard data available'. */
  text?: ReactNode;
};

export function EmptyState({ text = UI_TEXT.noData }: EmptyStateProps) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}

/** The part of a TanStack query result QueryState reads (useEndpointQuery's result has it). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
  /** When the data counts as empty; default never. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  errorTitle?: ReactNode;
  /** What the error state says for the query's error; default the error's own message. */
  errorText?: (error: unknown) => string;
  retryLabel?: string;
  loadingText?: ReactNode;
};

/**
 * The one mapping of a query to what a page or panel shows: a spinner while it loads (also while a failed query
 * tries again), the error with Retry, the empty text, or `children(data)`.
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  emptyText,
  errorTitle,
  errorText,
  retryLabel,
  loadingText,
}: QueryStateProps<T>) {
  const { data } = query;
  const kind = queryStateKind({
    loading: query.isPending || (query.isError && query.isFetching),
    error: query.isError ? query.error : undefined,
    empty: data !== undefined && (isEmpty?.(data) ?? false),
  });
  switch (kind) {
    case 'loading':
      return <LoadingState text={loadingText} />;
    case 'error':
      return (
        <ErrorState
          error={errorText ? errorText(query.error) : query.error}
          title={errorTitle}
          retryLabel={retryLabel}
          onRetry={() => void query.refetch()}
        />
      );
    case 'empty':
      return <EmptyState text={emptyText} />;
    case 'content':
      return data === undefined ? null : children(data);
  }
}
