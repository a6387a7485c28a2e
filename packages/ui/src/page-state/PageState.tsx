import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { UI_TEXT } from '../ui-text';
import { errorMessageOf, pageStateKind } from './page-state-kind';

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
  switch (pageStateKind({ loading, error, empty })) {
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
