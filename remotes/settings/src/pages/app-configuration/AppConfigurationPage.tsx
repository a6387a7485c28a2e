import { endpoints } from '@callops/contracts';
import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import { useCan } from '@callops/shell';
import { PageFrame, QueryState } from '@callops/ui';
import { profileSections } from '../../config-entries/config-entry-rules';
import { useConfigList } from '../../config-entries/use-config-entries';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { AdminPhonesSection } from './AdminPhonesSection';
import { ConfigSections } from './ConfigSections';

/** The admin phones have their own section; everything else is grouped by gui_group below it. */
const SHOWN_ABOVE = ['admin_phone_numbers'];

export default function AppConfigurationPage() {
  const canEdit = useCan()(endpoints.appConfig.update);
  return (
    <PageFrame
      title={SETTINGS_SCREEN_TEXT.appConfigurationTitle}
      readOnlyNotice={canEdit ? undefined : SETTINGS_TEXT.readOnly}
    >
      <AdminPhonesSection />
      <QueryState
        query={useConfigList()}
        errorTitle={CONFIG_MESSAGES.loadFailed}
        isEmpty={(entries) => profileSections(entries, SHOWN_ABOVE).length === 0}
        emptyText={SETTINGS_TEXT.noEntries}
      >
        {(entries) => <ConfigSections sections={profileSections(entries, SHOWN_ABOVE)} canEdit={canEdit} />}
      </QueryState>
    </PageFrame>
  );
}
