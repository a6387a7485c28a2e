import { ROLES } from '@callops/contracts/core';
import type { User } from '@callops/contracts/users';
import { ROLE_LABELS, USERS_TEXT } from './users-text';

export const statusLabel = (user: User): string => (user.disabled ? USERS_TEXT.disabled : USERS_TEXT.active);

export const roleLabel = (role: User['role']): string => ROLE_LABELS[role];

/** The role select's choices, highest role first. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** e.g. 'Jan 5, 2026, 10:00 AM' in the given zone (the browser's when omitted). */
export function formatCreated(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}
