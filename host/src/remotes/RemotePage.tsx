import { Flex, Spin } from 'antd';
import { Suspense } from 'react';
import type { ConsoleRoute } from '../routes/console-routes';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemotesState } from './remotes-store-context';

/** One page of a remote: lazy, inside its own error boundary. */
export function RemotePage({ mounted }: { mounted: ConsoleRoute }) {
  const retry = useRemotesState((state) => state.retry);
  const Page = mounted.route.page;
  return (
    <RemoteBoundary
      key={`${mounted.remote}:${mounted.generation}`}
      remote={mounted.remote}
      onRetry={() => retry(mounted.remote)}
    >
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin />
          </Flex>
        }
      >
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
