import { CONFIG_MESSAGES, SETTINGS_GROUP_TITLES, type SettingsGroup } from '@callops/contracts';
import { useHasRole } from '@callops/shell';
import { PageState } from '@callops/ui';
import { Alert, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { ConfigEntryForm } from '../../config-entries/ConfigEntryForm';
import { sortByPriority } from '../../config-entries/config-entry-rules';
import { useConfigGroup } from '../../config-entries/use-config-entries';
import { SETTINGS_TEXT } from '../../settings-text';

export interface GroupSettingsPageProps {
  group: SettingsGroup;
}

/** The shared layout of the vapi, instructions, twilio, elevenlabs, scheduling, email and database screens. */
export function GroupSettingsPage({ group }: GroupSettingsPageProps) {
  const canEdit = useHasRole('admin');
  const query = useConfigGroup(group);
  const entries = useMemo(() => sortByPriority(query.data ?? []), [query.data]);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {SETTINGS_GROUP_TITLES[group]}
      </Typography.Title>
      {!canEdit && <Alert type="info" showIcon title={SETTINGS_TEXT.readOnly} />}
      <PageState
        loading={query.isPending}
        error={query.isError ? query.error : undefined}
        errorTitle={CONFIG_MESSAGES.loadFailed}
        onRetry={() => void query.refetch()}
        empty={entries.length === 0}
        emptyText={SETTINGS_TEXT.noEntries}
      >
        <Flex vertical gap={12}>
          {entries.map((entry) => (
            <ConfigEntryForm key={entry.key} entry={entry} canEdit={canEdit} />
          ))}
        </Flex>
      </PageState>
    </Flex>
  );
}
