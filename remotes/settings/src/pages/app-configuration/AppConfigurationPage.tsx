import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import { QueryState } from '@callops/ui';
import { profileSections } from '../../config-entries/config-entry-rules';
import { useConfigList } from '../../config-entries/use-config-entries';
import { SettingsPageFrame } from '../../SettingsPageFrame';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { AdminPhonesSection } from './AdminPhonesSection';
import { ConfigSections } from './ConfigSections';

/** The admin phones have their own section; everything else is grouped by gui_group below it. */
const SHOWN_ABOVE = ['admin_phone_numbers'];

export default function AppConfigurationPage() {
  const query = useConfigList();
  return (
    <SettingsPageFrame title={SETTINGS_SCREEN_TEXT.appConfigurationTitle}>
      {(canEdit) => (
        <>
          <AdminPhonesSection />
          <QueryState
            query={query}
            errorTitle={CONFIG_MESSAGES.loadFailed}
            isEmpty={(entries) => profileSections(entries, SHOWN_ABOVE).length === 0}
            emptyText={SETTINGS_TEXT.noEntries}
          >
            {(entries) => (
              <ConfigSections sections={profileSections(entries, SHOWN_ABOVE)} canEdit={canEdit} />
            )}
          </QueryState>
        </>
      )}
    </SettingsPageFrame>
  );
}
