import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import { QueryState } from '@callops/ui';
import { useConfigList } from '../../config-entries/use-config-entries';
import { SettingsPageFrame } from '../../SettingsPageFrame';
import { SETTINGS_SCREEN_TEXT } from '../../settings-text';
import { AddConfigForm } from './AddConfigForm';
import { ConfigEntriesTable } from './ConfigEntriesTable';

export default function SettingsManagerPage() {
  const query = useConfigList();
  return (
    <SettingsPageFrame title={SETTINGS_SCREEN_TEXT.managerTitle}>
      {(canEdit) => (
        <>
          {canEdit && <AddConfigForm />}
          <QueryState query={query} errorTitle={CONFIG_MESSAGES.loadFailed}>
            {(entries) => <ConfigEntriesTable entries={entries} canEdit={canEdit} />}
          </QueryState>
        </>
      )}
    </SettingsPageFrame>
  );
}
