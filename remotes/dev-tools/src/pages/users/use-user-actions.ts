import { ApiError } from '@callops/api-client';
import { endpoints } from '@callops/contracts';
import type { Role } from '@callops/contracts/core';
import type { CreateUserRequest, User } from '@callops/contracts/users';
import { errorMessageOf, useApi, useNotify } from '@callops/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_QUERY_KEY } from './use-users';
import { roleLabel } from './user-row';
import { USERS_TEXT } from './users-text';

/** Toasts and a fresh list after every change; auth failures already have the host's notification. */
function useActionFeedback() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return {
    /** Shows the changed account at once, then reloads the list. */
    succeeded: (message: string, changed: User) => {
      notify.success(message);
      queryClient.setQueryData<User[]>(USERS_QUERY_KEY, (users) =>
        users?.some((u) => u.id === changed.id)
          ? users.map((u) => (u.id === changed.id ? changed : u))
          : users && [...users, changed],
      );
      return queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
    failed: (title: string) => (error: unknown) => {
      if (error instanceof ApiError && error.isAuthError) return;
      notify.error(title, { description: errorMessageOf(error) });
    },
  };
}

export function useCreateUser() {
  const api = useApi();
  const feedback = useActionFeedback();
  return useMutation({
    mutationFn: (request: CreateUserRequest) => api.call(endpoints.users.create, { body: request }),
    onSuccess: (user) => feedback.succeeded(USERS_TEXT.userCreated(user.username), user),
    onError: feedback.failed(USERS_TEXT.createFailed),
  });
}

export function useChangeRole() {
  const api = useApi();
  const feedback = useActionFeedback();
  return useMutation({
    mutationFn: ({ user, role }: { user: User; role: Role }) =>
      api.call(endpoints.users.changeRole, { params: { id: user.id }, body: { role } }),
    onSuccess: (user) =>
      feedback.succeeded(USERS_TEXT.roleChanged(user.username, roleLabel(user.role)), user),
    onError: feedback.failed(USERS_TEXT.changeRoleFailed),
  });
}

export function useResetPassword() {
  const api = useApi();
  const feedback = useActionFeedback();
  return useMutation({
    mutationFn: ({ user, password }: { user: User; password: string }) =>
      api.call(endpoints.users.resetPassword, { params: { id: user.id }, body: { password } }),
    onSuccess: (user) => feedback.succeeded(USERS_TEXT.passwordReset(user.username), user),
    onError: feedback.failed(USERS_TEXT.resetPasswordFailed),
  });
}

export function useSetUserDisabled() {
  const api = useApi();
  const feedback = useActionFeedback();
  return useMutation({
    mutationFn: ({ user, disabled }: { user: User; disabled: boolean }) =>
      api.call(disabled ? endpoints.users.disable : endpoints.users.enable, { params: { id: user.id } }),
    onSuccess: (user) =>
      feedback.succeeded(
        user.disabled ? USERS_TEXT.userDisabled(user.username) : USERS_TEXT.userEnabled(user.username),
        user,
      ),
    onError: (error, { disabled }) =>
      feedback.failed(disabled ? USERS_TEXT.disableFailed : USERS_TEXT.enableFailed)(error),
  });
}
