import { Flex, Spin, Typography } from 'antd';
import { HOST_TEXT } from '../app/host-text';

/** Spec §2: 'Loading...' while the auth state resolves. */
export function FullPageLoading() {
  return (
    <Flex vertical align="center" justify="center" gap="small" style={{ minHeight: '100vh' }} role="status">
      <Spin />
      <Typography.Text type="secondary">{HOST_TEXT.loading}</Typography.Text>
    </Flex>
  );
}
