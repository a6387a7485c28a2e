import type { ConsoleConfig, EarlyReads } from '@callops/contracts/console';
import type { QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { StoreApi } from 'zustand/vanilla';
import { NotifyProvider } from '../notify/NotifyProvider';
import type { RemotesState } from '../remotes/remotes-store';
import { RemotesStoreContext } from '../remotes/remotes-store-context';
import { ConsoleRouter } from '../routes/ConsoleRouter';
import type { SessionState } from '../session/session-store';
import { SessionStoreContext } from '../session/session-store-context';
import { ConsoleServices } from './ConsoleServices';
import { useColorScheme } from './color-scheme';
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

const NO_COLON = { colon: false } as const;

export function ConsoleApp({
  config,
  sessionStore,
  remotesStore,
  queryClient,
  staticAntdStyles = false,
  earlyReads,
}: ConsoleAppProps) {
  const reducedMotion = useReducedMotion();
  const { dark } = useColorScheme();
  // The browser's own parts (scroll bars, the page behind the layout) follow the theme too.
  useEffect(() => {
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <ConfigProvider
      theme={themeFor(reducedMotion, staticAntdStyles, dark)}
      wave={waveFor(reducedMotion)}
      // one label style in every form: "Voice ID" in an inline form as in the others, with no colon after it
      form={NO_COLON}
    >
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
