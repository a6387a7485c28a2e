import { createApiClient } from '@callops/api-client';
import { type ConsoleConfig, type EarlyReads, openingReadsOf } from '@callops/contracts/console';
import { AUTH_ERRORS } from '@callops/contracts/core';
import { ShellProvider, useNotify } from '@callops/shell';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { StoreApi } from 'zustand/vanilla';
import { earlyReadsFetch } from '../early-reads/early-reads-fetch';
import { useOpeningReads } from '../early-reads/use-opening-reads';
import type { SessionState } from '../session/session-store';
import { useSessionState } from '../session/session-store-context';
import { useSessionWatch } from '../session/use-session-watch';

export interface ConsoleServicesProps {
  config: ConsoleConfig;
  sessionStore: StoreApi<SessionState>;
  queryClient: QueryClient;
  /** What the served page already asked for (its early-reads script), if it did. */
  earlyReads?: EarlyReads;
  children: ReactNode;
}

/** The api-client instance, the session rules and the shell contexts remotes read. */
export function ConsoleServices({
  config,
  sessionStore,
  queryClient,
  earlyReads,
  children,
}: ConsoleServicesProps) {
  const notify = useNotify();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  const [early] = useState(() => earlyReadsFetch((input, init) => globalThis.fetch(input, init), earlyReads));
  const [api] = useState(() =>
    createApiClient({
      fetchImpl: early.fetch,
      baseUrl: config.apiBase,
      getToken: () => sessionStore.getState().token,
      onLogout: (reason) => sessionStore.getState().logout(reason),
      onAuthError: (message) =>
        notifyRef.current.error(AUTH_ERRORS.notificationTitle, { description: message }),
    }),
  );
  useSessionWatch(sessionStore, api);

  const user = useSessionState((state) => state.user);
  const token = useSessionState((state) => state.token);
  const logout = useSessionState((state) => state.logout);
  const session = useMemo(() => ({ user, token, logout }), [user, token, logout]);
  // The page the console opened on: its reads, then nothing more from the served page's early reads.
  const { pathname } = useLocation();
  const [openingReads] = useState(() => openingReadsOf(pathname));
  useOpeningReads(queryClient, api, user, openingReads, early.drop);

  // Nothing read under one session may show under the next.
  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        if (state.status === 'signed-out' && previous.status !== 'signed-out') queryClient.clear();
      }),
    [sessionStore, queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ShellProvider session={session} api={api} appInfo={config} notify={notify}>
        {children}
      </ShellProvider>
    </QueryClientProvider>
  );
}
