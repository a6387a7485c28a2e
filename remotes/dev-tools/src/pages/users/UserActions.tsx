import type { User } from '@callops/contracts/users';
import { Button, Flex, Popconfirm } from 'antd';
import { useDisableUser, useEnableUser } from './use-user-actions';
import { USERS_TEXT } from './users-text';

export interface UserActionsProps {
  user: User;
  /** Your own account: it cannot be disabled here. */
  isSelf: boolean;
  onResetPassword: (user: User) => void;
}

export function UserActions({ user, isSelf, onResetPassword }: UserActionsProps) {
  const disable = useDisableUser();
  const enable = useEnableUser();
  const input = { params: { id: user.id } };
  const busyWith = (change: typeof disable | typeof enable) =>
    change.isPending && change.variables?.params.id === user.id;
  return (
    <Flex gap={8} wrap>
      <Button size="small" onClick={() => onResetPassword(user)}>
        {USERS_TEXT.resetPassword}
      </Button>
      {user.disabled ? (
        <Button size="small" loading={busyWith(enable)} onClick={() => enable.mutate(input)}>
          {USERS_TEXT.enable}
        </Button>
      ) : (
        <Popconfirm
          title={USERS_TEXT.confirmDisable(user.username)}
          description={USERS_TEXT.confirmDisableNote}
          okText={USERS_TEXT.disable}
          cancelText={USERS_TEXT.cancel}
          okButtonProps={{ danger: true }}
          disabled={isSelf}
          // The hook already toasts a failure; the promise only keeps OK spinning until the answer.
          onConfirm={() => disable.mutateAsync(input).catch(() => undefined)}
        >
          <Button
            size="small"
            danger
            disabled={isSelf}
            loading={busyWith(disable)}
            title={isSelf ? USERS_TEXT.ownAccount : undefined}
          >
            {USERS_TEXT.disable}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
