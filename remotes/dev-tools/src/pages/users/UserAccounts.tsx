import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { endpoints } from '@callops/contracts';
import type { User } from '@callops/contracts/users';
import { useBusinessZone, useEndpointQuery, useSession } from '@callops/shell';
import { DataTable, type DataTableColumn, QueryState, StatusBadge } from '@callops/ui';
import { Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { CreateUserModal } from './CreateUserModal';
import { ResetPasswordModal } from './ResetPasswordModal';
import { RoleSelect } from './RoleSelect';
import { UserActions } from './UserActions';
import { formatCreated, roleLabel, statusLabel } from './user-row';
import { USERS_TEXT } from './users-text';

/** The accounts table with its create, role, password and disable actions (admins only). */
export function UserAccounts() {
  const zone = useBusinessZone();
  const query = useEndpointQuery(endpoints.users.list);
  const { user: me } = useSession();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const isSelf = (user: User) => user.id === me?.id;

  const columns: DataTableColumn<User>[] = [
    {
      key: 'username',
      title: USERS_TEXT.username,
      render: (user) => (
        <Flex gap={6} align="center">
          {user.username}
          {isSelf(user) && <Tag>{USERS_TEXT.you}</Tag>}
        </Flex>
      ),
    },
    { key: 'email', title: USERS_TEXT.email },
    {
      key: 'role',
      title: USERS_TEXT.role,
      searchValue: (user) => roleLabel(user.role),
      render: (user) => <RoleSelect user={user} disabled={isSelf(user)} />,
    },
    {
      key: 'status',
      title: USERS_TEXT.status,
      sortValue: statusLabel,
      searchValue: statusLabel,
      render: (user) => <StatusBadge label={statusLabel(user)} tone={user.disabled ? 'error' : 'success'} />,
    },
    { key: 'created_at', title: USERS_TEXT.created, render: (user) => formatCreated(user.created_at, zone) },
    {
      key: 'actions',
      title: USERS_TEXT.actions,
      sortable: false,
      render: (user) => <UserActions user={user} isSelf={isSelf(user)} onResetPassword={setResetting} />,
    },
  ];

  return (
    <>
      <QueryState query={query} errorTitle={USERS_TEXT.loadFailed}>
        {(users) => (
          <DataTable<User>
            ariaLabel={USERS_TEXT.tableLabel}
            rows={users}
            rowKey="id"
            columns={columns}
            emptyText={USERS_TEXT.empty}
            toolbar={
              <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setCreating(true)}>
                {USERS_TEXT.createUser}
              </Button>
            }
          />
        )}
      </QueryState>
      {creating && <CreateUserModal onClose={() => setCreating(false)} />}
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
