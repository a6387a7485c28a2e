import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionState } from '../session/session-store-context';
import type { SidebarGroup } from '../sidebar/sidebar-composition';
import { ConsoleLayout } from './ConsoleLayout';
import { FullPageLoading } from './FullPageLoading';

export interface ProtectedLayoutProps {
  groups: SidebarGroup[];
  children?: ReactNode;
}

/** Everything but /signin and public pages: Loading... while auth resolves, /signin when signed out. */
export function ProtectedLayout({ groups, children }: ProtectedLayoutProps) {
  const status = useSessionState((state) => state.status);
  const location = useLocation();
  if (status === 'resolving') {
    return (
      <main>
        <FullPageLoading />
      </main>
    );
  }
  if (status === 'signed-out') {
    return <Navigate to="/signin" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <ConsoleLayout groups={groups}>{children ?? <Outlet />}</ConsoleLayout>;
}
