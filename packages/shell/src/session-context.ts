import type { User } from '@callops/contracts/users';
import { createContext, useContext } from 'react';
import { missingProvider } from './missing-provider';

export interface Session {
  /** The signed-in user; null while signed out. */
  user: User | null;
  /** The bearer token of the session; null while signed out. */
  token: string | null;
  /** The logout event of spec §4: clears the token and returns to /signin. */
  logout: (reason?: string) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  return useContext(SessionContext) ?? missingProvider('useSession');
}
