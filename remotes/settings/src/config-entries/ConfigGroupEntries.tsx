import { CONFIG_MESSAGES, type ConfigGroup } from '@callops/contracts/settings';
import { PageState } from '@callops/ui';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { ConfigEntryForm } from './ConfigEntryForm';
import { sortByPriority } from './config-entry-rules';
import { useConfigGroup } from './use-config-entries';

export interface ConfigGroupEntriesProps {
  group: ConfigGroup;
  canEdit: boolean;
  emptyText: string;
}

/** The entries of one settings group, by gui_priority, each with its value and description editable. */
export function ConfigGroupEntries({ group, canEdit, emptyText }: ConfigGroupEntriesProps) {
  const query = useConfigGroup(group);
  const entries = useMemo(() => sortByPriority(query.data ?? []), [query.data]);
  return (
    <PageState
      loading={query.isPending}
      error={query.isError ? query.error : undefined}
      errorTitle={CONFIG_MESSAGES.loadFailed}
      onRetry={() => void query.refetch()}
      empty={entries.length === 0}
      emptyText={emptyText}
    >
      <Flex vertical gap={12}>
        {entries.map((entry) => (
          <ConfigEntryForm key={entry.key} entry={entry} canEdit={canEdit} />
        ))}
      </Flex>
    </PageState>
  );
}
