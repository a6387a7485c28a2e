import { useHasRole } from '@callops/shell';
import { Flex, Result, Typography } from 'antd';
import { UserAccounts } from './UserAccounts';
import { USERS_TEXT } from './users-text';

export default function UsersPage() {
  // Checked before anything is fetched: the api-client signs the user out on any 403.
  const isAdmin = useHasRole('admin');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {USERS_TEXT.title}
      </Typography.Title>
      {isAdmin ? <UserAccounts /> : <Result status="warning" title={USERS_TEXT.adminOnly} />}
    </Flex>
  );
}
