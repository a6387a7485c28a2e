import type { SettingsGroup } from '@callops/contracts/settings';
import { ConfigGroupEntries } from '../../config-entries/ConfigGroupEntries';
import { SettingsPageFrame } from '../../SettingsPageFrame';
import { SETTINGS_GROUP_TITLES, SETTINGS_TEXT } from '../../settings-text';

export interface GroupSettingsPageProps {
  group: SettingsGroup;
}

/** The shared layout of the vapi, instructions, twilio, elevenlabs, scheduling, email and database screens. */
export function GroupSettingsPage({ group }: GroupSettingsPageProps) {
  return (
    <SettingsPageFrame title={SETTINGS_GROUP_TITLES[group]}>
      {(canEdit) => (
        <ConfigGroupEntries group={group} canEdit={canEdit} emptyText={SETTINGS_TEXT.noEntries} />
      )}
    </SettingsPageFrame>
  );
}
