import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { SessionState } from './session-store';

export const SessionStoreContext = createContext<StoreApi<SessionState> | null>(null);

export function useSessionStore(): StoreApi<SessionState> {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore() needs the console session store');
  return store;
}

export function useSessionState<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionStore(), selector);
}
