import type { ApiClient } from '@callops/api-client';
import type { ConsoleConfig } from '@callops/contracts/console';
import type { ReactNode } from 'react';
import { ApiContext } from './api-context';
import { AppInfoContext } from './app-info-context';
import { type Notify, NotifyContext } from './notify-context';
import { type Session, SessionContext } from './session-context';

export interface ShellProviderProps {
  session: Session;
  api: ApiClient;
  appInfo: ConsoleConfig;
  notify: Notify;
  children?: ReactNode;
}

/** Everything the host hands to remote pages; remote tests render their pages inside one too. */
export function ShellProvider({ session, api, appInfo, notify, children }: ShellProviderProps) {
  return (
    <AppInfoContext.Provider value={appInfo}>
      <NotifyContext.Provider value={notify}>
        <ApiContext.Provider value={api}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </ApiContext.Provider>
      </NotifyContext.Provider>
    </AppInfoContext.Provider>
  );
}
