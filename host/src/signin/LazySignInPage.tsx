import { Component, lazy, type ReactNode, Suspense } from 'react';
import { HOST_TEXT } from '../app/host-text';
import { FailurePage } from '../layout/FailurePage';
import { FullPageLoading } from '../layout/FullPageLoading';

// The sign-in form is made of the later antd kit's components (build-config shared-kits.mjs), which a signed-in
// console's boot does not fetch: the page loads when it is shown.
const SignInPage = lazy(() => import('./SignInPage').then((module) => ({ default: module.SignInPage })));

interface SignInBoundaryProps {
  /** Loads the console afresh: a failed import stays failed, and after a redeploy only a new page finds the files. */
  onReload: () => void;
  children: ReactNode;
}

/** Shown when the sign-in page's code cannot be fetched, instead of an empty page. */
export class SignInBoundary extends Component<SignInBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <FailurePage title={HOST_TEXT.signInFailed} error={error} onRetry={this.props.onReload} />;
  }
}

export function LazySignInPage() {
  return (
    <SignInBoundary onReload={() => window.location.reload()}>
      <Suspense fallback={<FullPageLoading />}>
        <SignInPage />
      </Suspense>
    </SignInBoundary>
  );
}
