import { endpoints } from '@callops/contracts';
import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import { useCan } from '@callops/shell';
import { PageFrame, QueryState } from '@callops/ui';
import { useConfigList } from '../../config-entries/use-config-entries';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { AddConfigForm } from './AddConfigForm';
import { ConfigEntriesTable } from './ConfigEntriesTable';

export default function SettingsManagerPage() {
  const canEdit = useCan()(endpoints.appConfig.update);
  const query = useConfigList();
  return (
    <PageFrame
      title={SETTINGS_SCREEN_TEXT.managerTitle}
      readOnlyNotice={canEdit ? undefined : SETTINGS_TEXT.readOnly}
    >
      {canEdit && <AddConfigForm />}
      <QueryState query={query} errorTitle={CONFIG_MESSAGES.loadFailed}>
        {(entries) => <ConfigEntriesTable entries={entries} canEdit={canEdit} />}
      </QueryState>
    </PageFrame>
  );
}
