import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { boundedText, emailAddress, FIELD_LIMITS } from '../core/fields';
import { roleSchema } from '../core/roles';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  disabled: z.boolean(),
  /** The user's own phone (E.164), where "Transfer to me" sends a live call. */
  phone: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type User = z.infer<typeof userSchema>;

export const PASSWORD_MIN_LENGTH = 8;

const password = boundedText(FIELD_LIMITS.password).min(
  PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
);

export const createUserRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may hold letters, digits, dots, dashes and underscores'),
  email: emailAddress().nullable().optional(),
  role: roleSchema,
  password,
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

export const changeRoleRequestSchema = z.object({ role: roleSchema });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

export const resetPasswordRequestSchema = z.object({ password });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
