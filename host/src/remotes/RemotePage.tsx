import { PageLoadingContext } from '@callops/shell';
import { Flex, Spin } from 'antd';
import type { ConsoleRoute } from '../routes/console-routes';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemotesState } from './remotes-store-context';

const pageLoading = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin />
  </Flex>
);

/** One page of a remote (a lazyPage: a spinner until its code is there), inside its own error boundary. */
export function RemotePage({ mounted }: { mounted: ConsoleRoute }) {
  const retry = useRemotesState((state) => state.retry);
  const Page = mounted.route.page;
  return (
    <RemoteBoundary
      key={`${mounted.remote}:${mounted.generation}`}
      remote={mounted.remote}
      onRetry={() => retry(mounted.remote)}
    >
      <PageLoadingContext.Provider value={pageLoading}>
        <Page />
      </PageLoadingContext.Provider>
    </RemoteBoundary>
  );
}
