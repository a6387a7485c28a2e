import { endpoints } from '@callops/contracts';
import { useCan } from '@callops/shell';
import { PageFrame } from '@callops/ui';
import { Result } from 'antd';
import { UserAccounts } from './UserAccounts';
import { USERS_TEXT } from './users-text';

export default function UsersPage() {
  const can = useCan();
  return (
    <PageFrame title={USERS_TEXT.title}>
      {can(endpoints.users.list) ? (
        <UserAccounts />
      ) : (
        <Result status="warning" title={USERS_TEXT.adminOnly} />
      )}
    </PageFrame>
  );
}
