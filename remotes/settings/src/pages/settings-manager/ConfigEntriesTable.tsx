import { CONFIG_MESSAGES, type ConfigEntry } from '@callops/contracts/settings';
import { DataTable, type DataTableColumn } from '@callops/ui';
import { Button, Flex, Input, Popconfirm, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfigValueInput } from '../../config-entries/ConfigValueInput';
import {
  type ConfigDraft,
  draftOf,
  draftValueError,
  isBuiltInKey,
} from '../../config-entries/config-entry-rules';
import { useDeleteConfig, useUpdateConfig } from '../../config-entries/use-config-entries';
import { SETTINGS_TEXT } from '../../settings-text';

interface Editing {
  key: string;
  draft: ConfigDraft;
  error: string | null;
}

export interface ConfigEntriesTableProps {
  entries: readonly ConfigEntry[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  canEdit: boolean;
}

/** Every entry, searchable and sortable, edited in place one row at a time (sensitive values stay masked). */
export function ConfigEntriesTable({ entries, loading, error, onRetry, canEdit }: ConfigEntriesTableProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const update = useUpdateConfig();
  const remove = useDeleteConfig();

  const setDraft = (change: Partial<ConfigDraft>) =>
    setEditing((current) => (current ? { ...current, draft: { ...current.draft, ...change } } : current));

  const save = (entry: ConfigEntry) => {
    if (!editing) return;
    const problem = draftValueError(entry, editing.draft.value);
    setEditing({ ...editing, error: problem });
    if (!problem) {
      update.mutate(
        { key: entry.key, value: editing.draft.value, description: editing.draft.description },
        { onSuccess: () => setEditing(null) },
      );
    }
  };

  const columns: DataTableColumn<ConfigEntry>[] = [
    {
      key: 'key',
      title: SETTINGS_TEXT.key,
      render: (entry) => (
        <Flex vertical gap={2} align="start">
          <Typography.Text code>{entry.key}</Typography.Text>
          {entry.is_sensitive && <Tag>{SETTINGS_TEXT.sensitive}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'value',
      title: SETTINGS_TEXT.value,
      render: (entry) =>
        editing?.key === entry.key ? (
          <Flex vertical gap={4}>
            <ConfigValueInput
              entry={entry}
              ariaLabel={`${SETTINGS_TEXT.value} ${entry.key}`}
              value={editing.draft.value}
              onChange={(value) => setDraft({ value })}
              invalid={editing.error !== null}
            />
            {editing.error && (
              <Typography.Text type="danger" role="alert">
                {editing.error}
              </Typography.Text>
            )}
          </Flex>
        ) : entry.value === '' ? (
          <Typography.Text type="secondary">{SETTINGS_TEXT.notSet}</Typography.Text>
        ) : (
          <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {entry.value}
          </Typography.Text>
        ),
    },
    {
      key: 'description',
      title: SETTINGS_TEXT.description,
      render: (entry) =>
        editing?.key === entry.key ? (
          <Input
            aria-label={`${SETTINGS_TEXT.description} ${entry.key}`}
            value={editing.draft.description}
            onChange={(event) => setDraft({ description: event.target.value })}
          />
        ) : (
          entry.description
        ),
    },
    { key: 'gui_group', title: SETTINGS_TEXT.group, render: (entry) => entry.gui_group ?? '' },
    {
      key: 'updated_at',
      title: SETTINGS_TEXT.updated,
      render: (entry) => dayjs(entry.updated_at).format('YYYY-MM-DD HH:mm'),
    },
  ];

  if (canEdit) {
    columns.push({
      key: 'actions',
      title: SETTINGS_TEXT.actions,
      sortable: false,
      render: (entry) =>
        editing?.key === entry.key ? (
          <Flex gap={8}>
            <Button size="small" type="primary" onClick={() => save(entry)} loading={update.isPending}>
              {SETTINGS_TEXT.save}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {SETTINGS_TEXT.cancel}
            </Button>
          </Flex>
        ) : (
          <Flex gap={8}>
            <Button
              size="small"
              aria-label={`${SETTINGS_TEXT.edit} ${entry.key}`}
              onClick={() => setEditing({ key: entry.key, draft: draftOf(entry), error: null })}
            >
              {SETTINGS_TEXT.edit}
            </Button>
            {isBuiltInKey(entry.key) ? (
              <Tag>{SETTINGS_TEXT.builtIn}</Tag>
            ) : (
              <Popconfirm
                title={SETTINGS_TEXT.confirmDelete(entry.key)}
                okText={SETTINGS_TEXT.delete}
                cancelText={SETTINGS_TEXT.cancel}
                onConfirm={() => remove.mutateAsync(entry.key).catch(() => undefined)}
              >
                <Button size="small" danger aria-label={`${SETTINGS_TEXT.delete} ${entry.key}`}>
                  {SETTINGS_TEXT.delete}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        ),
    });
  }

  return (
    <DataTable
      ariaLabel={SETTINGS_TEXT.entriesTable}
      columns={columns}
      rows={entries}
      rowKey="key"
      loading={loading}
      error={error}
      errorTitle={CONFIG_MESSAGES.loadFailed}
      onRetry={onRetry}
      emptyText={SETTINGS_TEXT.noEntries}
    />
  );
}
