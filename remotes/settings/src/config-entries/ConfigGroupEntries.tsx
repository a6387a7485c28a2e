import { CONFIG_MESSAGES, type ConfigGroup } from '@callops/contracts/settings';
import { QueryState } from '@callops/ui';
import { Flex } from 'antd';
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
  return (
    <QueryState
      query={useConfigGroup(group)}
      errorTitle={CONFIG_MESSAGES.loadFailed}
      isEmpty={(entries) => entries.length === 0}
      emptyText={emptyText}
    >
      {(entries) => (
        <Flex vertical gap={12}>
          {sortByPriority(entries).map((entry) => (
            <ConfigEntryForm key={entry.key} entry={entry} canEdit={canEdit} />
          ))}
        </Flex>
      )}
    </QueryState>
  );
}
