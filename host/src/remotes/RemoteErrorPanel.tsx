import type { RemoteName } from '@callops/contracts/console';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { HOST_TEXT } from '../app/host-text';
import { ResultTitle } from '../layout/ResultTitle';
import { remoteErrorSummary } from './remote-error-summary';

export interface RemoteErrorPanelProps {
  remote: RemoteName;
  error: Error;
  onRetry: () => Promise<void>;
}

/** Shown in place of a remote's pages when its files cannot be fetched or its page throws. */
export function RemoteErrorPanel({ remote, error, onRetry }: RemoteErrorPanelProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    onRetry().finally(() => setRetrying(false));
  };
  return (
    <Result
      status="warning"
      title={<ResultTitle>{HOST_TEXT.remoteFailed(remote)}</ResultTitle>}
      subTitle={remoteErrorSummary(error)}
      extra={
        <Button type="primary" loading={retrying} onClick={retry}>
          {HOST_TEXT.retry}
        </Button>
      }
    />
  );
}
