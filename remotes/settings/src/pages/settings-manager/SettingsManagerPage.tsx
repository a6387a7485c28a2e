import { useHasRole } from '@callops/shell';
import { Alert, Flex, Typography } from 'antd';
import { useConfigList } from '../../config-entries/use-config-entries';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { AddConfigForm } from './AddConfigForm';
import { ConfigEntriesTable } from './ConfigEntriesTable';

export default function SettingsManagerPage() {
  const canEdit = useHasRole('admin');
  const query = useConfigList();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {SETTINGS_SCREEN_TEXT.managerTitle}
      </Typography.Title>
      {canEdit ? <AddConfigForm /> : <Alert type="info" showIcon title={SETTINGS_TEXT.readOnly} />}
      <ConfigEntriesTable
        entries={query.data ?? []}
        loading={query.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        canEdit={canEdit}
      />
    </Flex>
  );
}
