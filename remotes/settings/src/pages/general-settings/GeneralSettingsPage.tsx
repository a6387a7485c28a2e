import { endpoints } from '@callops/contracts';
import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import { useCan } from '@callops/shell';
import { PageFrame } from '@callops/ui';
import { Card } from 'antd';
import { ConfigGroupEntries } from '../../config-entries/ConfigGroupEntries';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { CalendarIntegrationCard } from './CalendarIntegrationCard';

export default function GeneralSettingsPage() {
  const canEdit = useCan()(endpoints.appConfig.update);
  return (
    <PageFrame
      title={SETTINGS_SCREEN_TEXT.generalTitle}
      readOnlyNotice={canEdit ? undefined : SETTINGS_TEXT.readOnly}
    >
      <CalendarIntegrationCard />
      <Card title={CONFIG_MESSAGES.otherGeneralSettings}>
        <ConfigGroupEntries group="general" canEdit={canEdit} emptyText={SETTINGS_TEXT.otherGeneralEmpty} />
      </Card>
    </PageFrame>
  );
}
