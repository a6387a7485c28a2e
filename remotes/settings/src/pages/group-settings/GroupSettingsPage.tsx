import { endpoints } from '@callops/contracts';
import type { SettingsGroup } from '@callops/contracts/settings';
import { useCan } from '@callops/shell';
import { PageFrame } from '@callops/ui';
import { ConfigGroupEntries } from '../../config-entries/ConfigGroupEntries';
import { SETTINGS_GROUP_TITLES, SETTINGS_TEXT } from '../../settings-text';

export interface GroupSettingsPageProps {
  group: SettingsGroup;
}

/** The shared layout of the vapi, instructions, twilio, elevenlabs, scheduling, email and database screens. */
export function GroupSettingsPage({ group }: GroupSettingsPageProps) {
  const canEdit = useCan()(endpoints.appConfig.update);
  return (
    <PageFrame
      title={SETTINGS_GROUP_TITLES[group]}
      readOnlyNotice={canEdit ? undefined : SETTINGS_TEXT.readOnly}
    >
      <ConfigGroupEntries group={group} canEdit={canEdit} emptyText={SETTINGS_TEXT.noEntries} />
    </PageFrame>
  );
}
