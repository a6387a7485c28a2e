import { Button, Result } from 'antd';
import { ResultTitle } from '../layout/ResultTitle';
import { HOST_TEXT } from './host-text';

/** Without /console-config.json the host knows no remote: say so and offer to ask again. */
export function BootFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <main>
      <Result
        status="error"
        title={<ResultTitle>{HOST_TEXT.configFailed}</ResultTitle>}
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
