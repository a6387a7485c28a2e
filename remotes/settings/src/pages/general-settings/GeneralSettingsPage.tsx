import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import { Card } from 'antd';
import { ConfigGroupEntries } from '../../config-entries/ConfigGroupEntries';
import { SettingsPageFrame } from '../../SettingsPageFrame';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { CalendarIntegrationCard } from './CalendarIntegrationCard';

export default function GeneralSettingsPage() {
  return (
    <SettingsPageFrame title={SETTINGS_SCREEN_TEXT.generalTitle}>
      {(canEdit) => (
        <>
          <CalendarIntegrationCard />
          <Card title={CONFIG_MESSAGES.otherGeneralSettings}>
            <ConfigGroupEntries
              group="general"
              canEdit={canEdit}
              emptyText={SETTINGS_TEXT.otherGeneralEmpty}
            />
          </Card>
        </>
      )}
    </SettingsPageFrame>
  );
}
