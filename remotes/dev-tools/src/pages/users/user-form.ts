import { ApiError } from '@callops/api-client';
import type { FieldError, Role } from '@callops/contracts/core';
import {
  type CreateUserRequest,
  createUserRequestSchema,
  resetPasswordRequestSchema,
} from '@callops/contracts/users';

export interface CreateUserFormValues {
  username?: string;
  email?: string;
  role?: Role;
  password?: string;
}

export const CREATE_USER_FIELDS = ['username', 'email', 'role', 'password'] as const;
export const RESET_PASSWORD_FIELDS = ['password'] as const;

export type Validated<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldError[] };

type Issue = { path: PropertyKey[]; message: string };

/** The first message per field, in the order the schema reports them. */
function fieldErrorsOf(issues: readonly Issue[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'request';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** The same rules the server applies (the contract's schema); an empty e-mail means none. */
export function validateCreateUser(values: CreateUserFormValues): Validated<CreateUserRequest> {
  const email = values.email?.trim();
  const result = createUserRequestSchema.safeParse({
    username: values.username ?? '',
    email: email ? email : null,
    role: values.role,
    password: values.password ?? '',
  });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error.issues) };
}

export function validateNewPassword(password: string | undefined): Validated<string> {
  const result = resetPasswordRequestSchema.safeParse({ password: password ?? '' });
  return result.success
    ? { ok: true, value: result.data.password }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error.issues) };
}

/** The failing fields of a 400 from the server; other failures have none. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.detail)) return [];
  return (error.detail as unknown[]).filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).field === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
}

/** antd's Form.setFields input for the errors of fields the form has. */
export function toFormFields<F extends string>(
  errors: readonly FieldError[],
  fields: readonly F[],
): { name: F; errors: string[] }[] {
  return errors.flatMap(({ field, message }) =>
    (fields as readonly string[]).includes(field) ? [{ name: field as F, errors: [message] }] : [],
  );
}
