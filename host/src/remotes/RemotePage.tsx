import { PageLoadingContext } from '@callops/shell';
import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { HOST_TEXT } from '../app/host-text';
import { FailureBoundary } from '../layout/FailureBoundary';
import { NotFoundPage } from '../layout/NotFoundPage';
import type { ConsoleRoute } from '../routes/console-routes';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { useRemotesState } from './remotes-store-context';

const pageLoading = (
  <Flex justify="center" style={{ padding: 48 }} role="status" aria-label={HOST_TEXT.loading}>
    <Spin />
  </Flex>
);

/**
 * One page of a remote: its remote loads when the page is first wanted (a spinner meanwhile, the remote's error
 * panel with Retry if it cannot load), then the page (a lazyPage: a spinner until its code is there) inside its
 * own error boundary.
 */
export function RemotePage({ mounted }: { mounted: ConsoleRoute }) {
  const state = useRemotesState((store) => store.remotes[mounted.remote]);
  const load = useRemotesState((store) => store.load);
  const retry = useRemotesState((store) => store.retry);
  useEffect(() => {
    void load(mounted.remote);
  }, [load, mounted.remote]);
  const onRetry = () => retry(mounted.remote);

  if (state?.status === 'failed') {
    return <RemoteErrorPanel remote={mounted.remote} error={state.error} onRetry={onRetry} />;
  }
  if (state?.status !== 'ready') return pageLoading;
  const route = state.manifest.routes.find((candidate) => candidate.path === mounted.path);
  // The remote deployed does not provide the page (yet).
  if (!route) return <NotFoundPage />;
  const Page = route.page;
  return (
    // A page that throws is contained: its remote's error panel, whose Retry mounts the page afresh under a new key.
    <FailureBoundary
      key={`${mounted.remote}:${state.generation}`}
      fallback={(error) => <RemoteErrorPanel remote={mounted.remote} error={error} onRetry={onRetry} />}
    >
      <PageLoadingContext.Provider value={pageLoading}>
        <Page />
      </PageLoadingContext.Provider>
    </FailureBoundary>
  );
}
