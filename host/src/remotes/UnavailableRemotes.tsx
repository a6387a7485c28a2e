import type { RemoteName } from '@callops/contracts/console';
import { Flex } from 'antd';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { useRemotesState } from './remotes-store-context';

/**
 * Stands in for pages the host cannot route because their remote did not load: the path may be one of them,
 * so the console offers Retry rather than a 404.
 */
export function UnavailableRemotes({ failed }: { failed: { name: RemoteName; error: Error }[] }) {
  const retry = useRemotesState((state) => state.retry);
  return (
    <Flex vertical>
      {failed.map(({ name, error }) => (
        <RemoteErrorPanel key={name} remote={name} error={error} onRetry={() => retry(name)} />
      ))}
    </Flex>
  );
}
