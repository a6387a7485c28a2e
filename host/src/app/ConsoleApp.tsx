import type { ConsoleConfig, EarlyReads } from '@callops/contracts/console';
import type { QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import type { StoreApi } from 'zustand/vanilla';
import { NotifyProvider } from '../notify/NotifyProvider';
import type { RemotesState } from '../remotes/remotes-store';
import { RemotesStoreContext } from '../remotes/remotes-store-context';
import { ConsoleRouter } from '../routes/ConsoleRouter';
import type { SessionState } from '../session/session-store';
import { SessionStoreContext } from '../session/session-store-context';
import { ConsoleServices } from './ConsoleServices';
import { themeFor, waveFor } from './console-theme';
import { useReducedMotion } from './use-reduced-motion';

export interface ConsoleAppProps {
  config: ConsoleConfig;
  sessionStore: StoreApi<SessionState>;
  remotesStore: StoreApi<RemotesState>;
  queryClient: QueryClient;
  /** The page carries antd's styles as a built stylesheet (bootstrap.tsx), so antd need not compute them. */
  staticAntdStyles?: boolean;
  /** What the served page already asked for (its early-reads script). */
  earlyReads?: EarlyReads;
}

export function ConsoleApp({
  config,
  sessionStore,
  remotesStore,
  queryClient,
  staticAntdStyles = false,
  earlyReads,
}: ConsoleAppProps) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider theme={themeFor(reducedMotion, staticAntdStyles)} wave={waveFor(reducedMotion)}>
      <NotifyProvider>
        <SessionStoreContext.Provider value={sessionStore}>
          <RemotesStoreContext.Provider value={remotesStore}>
            <BrowserRouter>
              <ConsoleServices
                config={config}
                sessionStore={sessionStore}
                queryClient={queryClient}
                earlyReads={earlyReads}
              >
                <ConsoleRouter />
              </ConsoleServices>
            </BrowserRouter>
          </RemotesStoreContext.Provider>
        </SessionStoreContext.Provider>
      </NotifyProvider>
    </ConfigProvider>
  );
}
