import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { HOST_TEXT } from '../app/host-text';
import { ResultTitle } from './ResultTitle';

export interface FailurePageProps {
  /** What could not be loaded. */
  title: ReactNode;
  error: Error;
  onRetry: () => void;
}

/** A page-wide failure of the host's own loading (its configuration, its sign-in page): what, why, and Retry. */
export function FailurePage({ title, error, onRetry }: FailurePageProps) {
  return (
    <main>
      <Result
        status="error"
        title={<ResultTitle>{title}</ResultTitle>}
        subTitle={error.message}
        extra={
          <Button type="primary" onClick={onRetry}>
            {HOST_TEXT.retry}
          </Button>
        }
      />
    </main>
  );
}
