import type { SettingsGroup } from '@callops/contracts/settings';
import { useHasRole } from '@callops/shell';
import { Alert, Flex, Typography } from 'antd';
import { ConfigGroupEntries } from '../../config-entries/ConfigGroupEntries';
import { SETTINGS_GROUP_TITLES, SETTINGS_TEXT } from '../../settings-text';

export interface GroupSettingsPageProps {
  group: SettingsGroup;
}

/** The shared layout of the vapi, instructions, twilio, elevenlabs, scheduling, email and database screens. */
export function GroupSettingsPage({ group }: GroupSettingsPageProps) {
  const canEdit = useHasRole('admin');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {SETTINGS_GROUP_TITLES[group]}
      </Typography.Title>
      {!canEdit && <Alert type="info" showIcon title={SETTINGS_TEXT.readOnly} />}
      <ConfigGroupEntries group={group} canEdit={canEdit} emptyText={SETTINGS_TEXT.noEntries} />
    </Flex>
  );
}
