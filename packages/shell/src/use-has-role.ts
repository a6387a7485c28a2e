import { type Role, roleAtLeast } from '@callops/contracts/core';
import { useSession } from './session-context';

/** Whether the signed-in user has `role` or a higher one; false while signed out. */
export function useHasRole(role: Role): boolean {
  const { user } = useSession();
  return user !== null && roleAtLeast(user.role, role);
}
