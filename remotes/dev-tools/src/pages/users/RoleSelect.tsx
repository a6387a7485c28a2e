import type { Role } from '@callops/contracts/core';
import type { User } from '@callops/contracts/users';
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { useChangeRole } from './use-user-actions';
import { ROLE_OPTIONS, roleLabel } from './user-row';
import { USERS_TEXT } from './users-text';

/** Picking a role only asks; the change happens once confirmed. */
export function RoleSelect({ user, disabled }: { user: User; disabled: boolean }) {
  const [pending, setPending] = useState<Role | null>(null);
  const change = useChangeRole();
  return (
    <>
      <Select
        aria-label={USERS_TEXT.roleOf(user.username)}
        size="small"
        style={{ width: 120 }}
        value={user.role}
        options={ROLE_OPTIONS}
        disabled={disabled || change.isPending}
        onChange={(role) => {
          if (role !== user.role) setPending(role);
        }}
      />
      {pending && (
        <Modal
          open
          title={USERS_TEXT.changeRole}
          okText={USERS_TEXT.changeRole}
          cancelText={USERS_TEXT.cancel}
          confirmLoading={change.isPending}
          onCancel={() => setPending(null)}
          onOk={() =>
            change.mutate(
              { params: { id: user.id }, body: { role: pending } },
              { onSettled: () => setPending(null) },
            )
          }
        >
          {USERS_TEXT.confirmRoleChange(user.username, roleLabel(user.role), roleLabel(pending))}
        </Modal>
      )}
    </>
  );
}
