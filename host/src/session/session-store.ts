import type { User } from '@callops/contracts/users';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TokenStorage } from './token-storage';

/** `resolving`: a stored token waits for its check with the server (the layout shows Loading...). */
export type SessionStatus = 'resolving' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: User | null;
  /** The reason of the last logout event, if it had one. */
  logoutReason: string | null;
  /** Last user activity (ms since epoch). Tracked as spec §4 asks; nothing uses it yet. */
  lastActivityAt: number;
  signIn(token: string, user: User): void;
  /** The server accepted the stored token. */
  confirm(user: User): void;
  /** The logout event: clears the token; the layout then returns to /signin. */
  logout(reason?: string): void;
  recordActivity(at: number): void;
}

export function createSessionStore(
  storage: TokenStorage,
  now: () => number = Date.now,
): StoreApi<SessionState> {
  const stored = storage.read();
  return createStore<SessionState>()((set, get) => ({
    status: stored ? 'resolving' : 'signed-out',
    token: stored,
    user: null,
    logoutReason: null,
    lastActivityAt: now(),
    signIn(token, user) {
      storage.write(token);
      set({ status: 'signed-in', token, user, logoutReason: null });
    },
    confirm(user) {
      if (get().token) set({ status: 'signed-in', user });
    },
    logout(reason) {
      storage.remove();
      set({ status: 'signed-out', token: null, user: null, logoutReason: reason ?? null });
    },
    recordActivity(at) {
      set({ lastActivityAt: at });
    },
  }));
}
