import { lazy, Suspense } from 'react';
import { HOST_TEXT } from '../app/host-text';
import { FailureBoundary } from '../layout/FailureBoundary';
import { FailurePage } from '../layout/FailurePage';
import { FullPageLoading } from '../layout/FullPageLoading';

// The sign-in form is made of the later antd kit's components (build-config shared-kits.mjs), which a signed-in
// console's boot does not fetch: the page loads when it is shown.
const SignInPage = lazy(() => import('./SignInPage').then((module) => ({ default: module.SignInPage })));

/** The sign-in page, loaded when shown; if its code cannot be fetched, a failure page instead of an empty one. */
export function LazySignInPage() {
  return (
    // Retry loads the console afresh: a failed import stays failed, and after a redeploy only a new page finds the
    // files.
    <FailureBoundary
      fallback={(error) => (
        <FailurePage title={HOST_TEXT.signInFailed} error={error} onRetry={() => window.location.reload()} />
      )}
    >
      <Suspense fallback={<FullPageLoading />}>
        <SignInPage />
      </Suspense>
    </FailureBoundary>
  );
}
