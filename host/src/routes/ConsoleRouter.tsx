import { useAppInfo } from '@callops/shell';
import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../layout/NotFoundPage';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { RemotePage } from '../remotes/RemotePage';
import { composeSidebar } from '../sidebar/sidebar-composition';
import { LazySignInPage } from '../signin/LazySignInPage';
import { composeRoutes } from './console-routes';

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
      <Route path="/signin" element={<LazySignInPage />} />
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
