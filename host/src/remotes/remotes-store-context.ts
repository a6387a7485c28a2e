import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { RemotesState } from './remotes-store';

export const RemotesStoreContext = createContext<StoreApi<RemotesState> | null>(null);

export function useRemotesState<T>(selector: (state: RemotesState) => T): T {
  const store = useContext(RemotesStoreContext);
  if (!store) throw new Error('useRemotesState() needs the console remotes store');
  return useStore(store, selector);
}
