import { useAppInfo } from '@callops/shell';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FullPageLoading } from '../layout/FullPageLoading';
import { NotFoundPage } from '../layout/NotFoundPage';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { RemotePage } from '../remotes/RemotePage';
import { composeSidebar } from '../sidebar/sidebar-composition';
import { composeRoutes } from './console-routes';

// The sign-in form is made of the later antd kit's components (build-config shared-kits.mjs), which a signed-in
// console's boot does not fetch: the page loads when it is shown.
const SignInPage = lazy(() =>
  import('../signin/SignInPage').then((module) => ({ default: module.SignInPage })),
);

/** /signin, the public pages of remotes, and every other page inside the protected layout. */
export function ConsoleRouter() {
  const { mode, remotes } = useAppInfo();
  const routes = useMemo(
    () =>
      composeRoutes(
        remotes.map((remote) => remote.name),
        mode,
      ),
    [remotes, mode],
  );
  const groups = useMemo(() => composeSidebar(routes.protectedRoutes), [routes]);

  return (
    <Routes>
      <Route
        path="/signin"
        element={
          <Suspense fallback={<FullPageLoading />}>
            <SignInPage />
          </Suspense>
        }
      />
      {routes.publicRoutes.map((mounted) => (
        <Route key={mounted.path} path={mounted.path} element={<RemotePage mounted={mounted} />} />
      ))}
      <Route element={<ProtectedLayout groups={groups} />}>
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
        {routes.protectedRoutes.map((mounted) => (
          <Route key={mounted.path} path={mounted.path} element={<RemotePage mounted={mounted} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
