import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import { useHasRole } from '@callops/shell';
import { PageState } from '@callops/ui';
import { Alert, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { profileSections } from '../../config-entries/config-entry-rules';
import { useConfigList } from '../../config-entries/use-config-entries';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { AdminPhonesSection } from './AdminPhonesSection';
import { ConfigSections } from './ConfigSections';

/** The admin phones have their own section; everything else is grouped by gui_group below it. */
const SHOWN_ABOVE = ['admin_phone_numbers'];

export default function AppConfigurationPage() {
  const canEdit = useHasRole('admin');
  const query = useConfigList();
  const sections = useMemo(() => profileSections(query.data ?? [], SHOWN_ABOVE), [query.data]);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {SETTINGS_SCREEN_TEXT.appConfigurationTitle}
      </Typography.Title>
      {!canEdit && <Alert type="info" showIcon title={SETTINGS_TEXT.readOnly} />}
      <AdminPhonesSection canEdit={canEdit} />
      <PageState
        loading={query.isPending}
        error={query.isError ? query.error : undefined}
        errorTitle={CONFIG_MESSAGES.loadFailed}
        onRetry={() => void query.refetch()}
        empty={sections.length === 0}
        emptyText={SETTINGS_TEXT.noEntries}
      >
        <ConfigSections sections={sections} canEdit={canEdit} />
      </PageState>
    </Flex>
  );
}
