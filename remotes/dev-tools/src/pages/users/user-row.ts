import { dateTimeText, ROLES } from '@callops/contracts/core';
import type { User } from '@callops/contracts/users';
import { ROLE_LABELS, USERS_TEXT } from './users-text';

export const statusLabel = (user: User): string => (user.disabled ? USERS_TEXT.disabled : USERS_TEXT.active);

export const roleLabel = (role: User['role']): string => ROLE_LABELS[role];

/** The role select's choices, highest role first. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** e.g. 'Jan 5, 2026, 10:00 a.m.' in the business zone. */
export const formatCreated = (iso: string, timeZone: string): string => dateTimeText(iso, timeZone);
