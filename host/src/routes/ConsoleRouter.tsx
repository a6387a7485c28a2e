import { useAppInfo } from '@callops/shell';
import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FullPageLoading } from '../layout/FullPageLoading';
import { NotFoundPage } from '../layout/NotFoundPage';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { RemotePage } from '../remotes/RemotePage';
import { useRemotesState } from '../remotes/remotes-store-context';
import { UnavailableRemotes } from '../remotes/UnavailableRemotes';
import { composeSidebar } from '../sidebar/sidebar-composition';
import { SignInPage } from '../signin/SignInPage';
import { composeRoutes } from './console-routes';

/** /signin, the public pages of remotes, and every other page inside the protected layout. */
export function ConsoleRouter() {
  const { mode } = useAppInfo();
  const remotes = useRemotesState((state) => state.remotes);
  const routes = useMemo(() => composeRoutes(remotes, mode), [remotes, mode]);
  const groups = useMemo(() => composeSidebar(routes.protectedRoutes), [routes]);
  const pending = routes.loading.length > 0;

  return (
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      {routes.publicRoutes.map((mounted) => (
        <Route
          key={mounted.route.path}
          path={mounted.route.path}
          element={<RemotePage mounted={mounted} />}
        />
      ))}
      <Route element={<ProtectedLayout groups={groups} routesPending={pending} />}>
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
        {routes.protectedRoutes.map((mounted) => (
          <Route
            key={mounted.route.path}
            path={mounted.route.path}
            element={<RemotePage mounted={mounted} />}
          />
        ))}
        <Route
          path="*"
          element={
            pending ? (
              <FullPageLoading />
            ) : routes.failed.length > 0 ? (
              <UnavailableRemotes failed={routes.failed} />
            ) : (
              <NotFoundPage />
            )
          }
        />
      </Route>
    </Routes>
  );
}
