import type { ConfigEntry } from '@callops/contracts/settings';
import { ContractForm, useContractForm } from '@callops/ui';
import { Button, Card, Flex, Form, Input, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { SETTINGS_TEXT } from '../settings-text';
import { ConfigValueInput } from './ConfigValueInput';
import { type ConfigDraft, configChangeSchema, draftOf, isDraftChanged } from './config-entry-rules';
import { useUpdateConfig } from './use-config-entries';

export interface ConfigEntryFormProps {
  entry: ConfigEntry;
  canEdit: boolean;
}

/** One setting with its value and description editable in place (group screens, Other General Settings). */
export function ConfigEntryForm({ entry, canEdit }: ConfigEntryFormProps) {
  const update = useUpdateConfig();
  const contract = useContractForm({
    schema: configChangeSchema(entry),
    fields: ['value', 'description'],
    prepare: (draft: ConfigDraft) => draft,
    submit: (body) => update.mutateAsync({ params: { key: entry.key }, body }),
  });
  const draft = Form.useWatch([], contract.form) as ConfigDraft | undefined;
  // A changed entry from the server replaces what was typed; Query's structural sharing keeps unchanged entries
  // the same object, so saving one setting leaves the drafts of the others alone.
  useEffect(() => {
    contract.form.resetFields();
    contract.form.setFieldsValue(draftOf(entry));
  }, [entry, contract.form]);

  return (
    <Card size="small" aria-label={entry.key} role="group">
      <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong code>
          {entry.key}
        </Typography.Text>
        {entry.is_sensitive && <Tag title={SETTINGS_TEXT.sensitiveHint}>{SETTINGS_TEXT.sensitive}</Tag>}
      </Flex>
      <ContractForm
        contract={contract}
        name={`config-${entry.key}`}
        layout="vertical"
        initialValues={draftOf(entry)}
        disabled={!canEdit}
      >
        <Form.Item
          name="value"
          label={SETTINGS_TEXT.value}
          extra={entry.is_sensitive && canEdit ? SETTINGS_TEXT.secretHint : undefined}
        >
          <ConfigValueInput entry={entry} />
        </Form.Item>
        <Form.Item name="description" label={SETTINGS_TEXT.description}>
          {/* grows with the text, so a long description reads whole rather than cut at the field's edge */}
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
        </Form.Item>
        {canEdit && (
          <Flex justify="flex-end">
            <Button
              type="primary"
              htmlType="submit"
              loading={update.isPending}
              disabled={!draft || !isDraftChanged(entry, draft)}
              aria-label={`${SETTINGS_TEXT.save} ${entry.key}`}
            >
              {SETTINGS_TEXT.save}
            </Button>
          </Flex>
        )}
      </ContractForm>
    </Card>
  );
}
