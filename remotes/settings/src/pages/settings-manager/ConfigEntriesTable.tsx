import { dateTimeWithZoneText } from '@callops/contracts/core';
import type { ConfigEntry } from '@callops/contracts/settings';
import { useBusinessZone } from '@callops/shell';
import { ContractForm, DataTable, type DataTableColumn, useContractForm } from '@callops/ui';
import { Button, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ConfigValueInput } from '../../config-entries/ConfigValueInput';
import {
  type ConfigDraft,
  configChangeSchema,
  draftOf,
  isBuiltInKey,
} from '../../config-entries/config-entry-rules';
import { useDeleteConfig, useUpdateConfig } from '../../config-entries/use-config-entries';
import { SETTINGS_TEXT } from '../../settings-text';

export interface ConfigEntriesTableProps {
  entries: readonly ConfigEntry[];
  canEdit: boolean;
}

/** Every entry, searchable and sortable, edited in place one row at a time (sensitive values stay masked). */
export function ConfigEntriesTable({ entries, canEdit }: ConfigEntriesTableProps) {
  const zone = useBusinessZone();
  const [editing, setEditing] = useState<ConfigEntry | null>(null);
  const update = useUpdateConfig();
  const remove = useDeleteConfig();
  const contract = useContractForm({
    schema: configChangeSchema(editing ?? { key: '', value: '', is_sensitive: false }),
    fields: ['value', 'description'],
    prepare: (draft: ConfigDraft) => draft,
    submit: async (body) => {
      if (!editing) return;
      await update.mutateAsync({ params: { key: editing.key }, body });
      setEditing(null);
    },
  });
  const isEditing = (entry: ConfigEntry) => editing?.key === entry.key;
  const startEditing = (entry: ConfigEntry) => {
    setEditing(entry);
    contract.form.resetFields();
    contract.form.setFieldsValue(draftOf(entry));
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
        isEditing(entry) ? (
          <Form.Item name="value" style={{ margin: 0 }}>
            <ConfigValueInput entry={entry} aria-label={`${SETTINGS_TEXT.value} ${entry.key}`} />
          </Form.Item>
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
        isEditing(entry) ? (
          <Form.Item name="description" style={{ margin: 0 }}>
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 6 }}
              style={{ minWidth: 280 }}
              aria-label={`${SETTINGS_TEXT.description} ${entry.key}`}
            />
          </Form.Item>
        ) : (
          entry.description
        ),
    },
    { key: 'gui_group', title: SETTINGS_TEXT.group, render: (entry) => entry.gui_group ?? '' },
    {
      key: 'updated_at',
      title: SETTINGS_TEXT.updated,
      render: (entry) => dateTimeWithZoneText(entry.updated_at, zone),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      title: SETTINGS_TEXT.actions,
      sortable: false,
      render: (entry) =>
        isEditing(entry) ? (
          <Flex gap={8}>
            <Button
              size="small"
              type="primary"
              onClick={() => contract.form.submit()}
              loading={update.isPending}
            >
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
              onClick={() => startEditing(entry)}
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
                onConfirm={() => remove.mutateAsync({ params: { key: entry.key } }).catch(() => undefined)}
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

  // one form for the row being edited; its fields sit in the row's cells
  return (
    <ContractForm contract={contract} name="config-entries" component={false}>
      <DataTable
        ariaLabel={SETTINGS_TEXT.entriesTable}
        columns={columns}
        rows={entries}
        rowKey="key"
        emptyText={SETTINGS_TEXT.noEntries}
      />
    </ContractForm>
  );
}
