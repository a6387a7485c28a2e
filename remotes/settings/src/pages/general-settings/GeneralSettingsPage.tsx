import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import { useHasRole } from '@callops/shell';
import { Alert, Card, Flex, Typography } from 'antd';
import { ConfigGroupEntries } from '../../config-entries/ConfigGroupEntries';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { CalendarIntegrationCard } from './CalendarIntegrationCard';

export default function GeneralSettingsPage() {
  const canEdit = useHasRole('admin');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {SETTINGS_SCREEN_TEXT.generalTitle}
      </Typography.Title>
      {!canEdit && <Alert type="info" showIcon title={SETTINGS_TEXT.readOnly} />}
      <CalendarIntegrationCard canEdit={canEdit} />
      <Card title={CONFIG_MESSAGES.otherGeneralSettings}>
        <ConfigGroupEntries group="general" canEdit={canEdit} emptyText={SETTINGS_TEXT.otherGeneralEmpty} />
      </Card>
    </Flex>
  );
}
