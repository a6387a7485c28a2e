import { z } from 'zod';

/** viewers read; operators also run jobs and edit leads and appointments; admins also manage settings,
 * users and the danger zone. */
export const ROLES = ['admin', 'operator', 'viewer'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

const rank: Record<Role, number> = { viewer: 0, operator: 1, admin: 2 };

/** Whether `role` may do what `required` may do. */
export function roleAtLeast(role: Role, required: Role): boolean {
  return rank[role] >= rank[required];
}
