import { CONFIG_MESSAGES, SETTINGS_SCREEN_TEXT } from '@callops/contracts';
import { useHasRole } from '@callops/shell';
import { PageState } from '@callops/ui';
import { Alert, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { ConfigEntryForm } from '../../config-entries/ConfigEntryForm';
import { sortByPriority } from '../../config-entries/config-entry-rules';
import { useConfigGroup } from '../../config-entries/use-config-entries';
import { SETTINGS_TEXT } from '../../settings-text';
import { CalendarIntegrationCard } from './CalendarIntegrationCard';

/** The settings of the general group (business name and any entry added there). */
function OtherGeneralSettingsCard({ canEdit }: { canEdit: boolean }) {
  const query = useConfigGroup('general');
  const entries = useMemo(() => sortByPriority(query.data ?? []), [query.data]);
  return (
    <Card title={CONFIG_MESSAGES.otherGeneralSettings}>
      <PageState
        loading={query.isPending}
        error={query.isError ? query.error : undefined}
        errorTitle={CONFIG_MESSAGES.loadFailed}
        onRetry={() => void query.refetch()}
        empty={entries.length === 0}
        emptyText={SETTINGS_TEXT.otherGeneralEmpty}
      >
        <Flex vertical gap={12}>
          {entries.map((entry) => (
            <ConfigEntryForm key={entry.key} entry={entry} canEdit={canEdit} />
          ))}
        </Flex>
      </PageState>
    </Card>
  );
}

export default function GeneralSettingsPage() {
  const canEdit = useHasRole('admin');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {SETTINGS_SCREEN_TEXT.generalTitle}
      </Typography.Title>
      {!canEdit && <Alert type="info" showIcon title={SETTINGS_TEXT.readOnly} />}
      <CalendarIntegrationCard canEdit={canEdit} />
      <OtherGeneralSettingsCard canEdit={canEdit} />
    </Flex>
  );
}
