import { type Endpoint, roleAtLeast } from '@callops/contracts/core';
import type { User } from '@callops/contracts/users';
import { useCallback } from 'react';
import { useSession } from './session-context';

/** Whether `user` may call `endpoint`: its declared role or a higher one; public endpoints are open to anyone. */
export function canCall(user: Pick<User, 'role'> | null, endpoint: Pick<Endpoint, 'access'>): boolean {
  if (endpoint.access === 'public') return true;
  return user !== null && roleAtLeast(user.role, endpoint.access);
}

/**
 * `can(endpoint)` for the signed-in user, from the role the endpoint declares: pages show a control only when its
 * call would be allowed (e.g. `can(endpoints.appConfig.update)`).
 */
export function useCan(): (endpoint: Pick<Endpoint, 'access'>) => boolean {
  const { user } = useSession();
  return useCallback((endpoint) => canCall(user, endpoint), [user]);
}
