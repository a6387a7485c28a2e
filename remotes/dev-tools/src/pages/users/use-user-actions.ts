import { endpoints } from '@callops/contracts';
import { useEndpointMutation } from '@callops/shell';
import { roleLabel } from './user-row';
import { USERS_TEXT } from './users-text';

// Each change toasts how it went and reads the accounts again (the users tag).

export const useCreateUser = () =>
  useEndpointMutation(endpoints.users.create, {
    success: (user) => USERS_TEXT.userCreated(user.username),
    failure: USERS_TEXT.createFailed,
  });

export const useChangeRole = () =>
  useEndpointMutation(endpoints.users.changeRole, {
    success: (user) => USERS_TEXT.roleChanged(user.username, roleLabel(user.role)),
    failure: USERS_TEXT.changeRoleFailed,
  });

export const useResetPassword = () =>
  useEndpointMutation(endpoints.users.resetPassword, {
    success: (user) => USERS_TEXT.passwordReset(user.username),
    failure: USERS_TEXT.resetPasswordFailed,
  });

export const useDisableUser = () =>
  useEndpointMutation(endpoints.users.disable, {
    success: (user) => USERS_TEXT.userDisabled(user.username),
    failure: USERS_TEXT.disableFailed,
  });

export const useEnableUser = () =>
  useEndpointMutation(endpoints.users.enable, {
    success: (user) => USERS_TEXT.userEnabled(user.username),
    failure: USERS_TEXT.enableFailed,
  });
