import type { ConfigEntry } from '@callops/contracts/settings';
import { FormError, useContractForm } from '@callops/ui';
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
  const { form, onFinish, formError } = useContractForm({
    schema: configChangeSchema(entry),
    fields: ['value', 'description'],
    prepare: (draft: ConfigDraft) => draft,
    submit: (body) => update.mutateAsync({ params: { key: entry.key }, body }),
  });
  const draft = Form.useWatch([], form) as ConfigDraft | undefined;
  // A changed entry from the server replaces what was typed; Query's structural sharing keeps unchanged entries
  // the same object, so saving one setting leaves the drafts of the others alone.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(draftOf(entry));
  }, [entry, form]);

  return (
    <Card size="small" aria-label={entry.key} role="group">
      <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong code>
          {entry.key}
        </Typography.Text>
        {entry.is_sensitive && <Tag title={SETTINGS_TEXT.sensitiveHint}>{SETTINGS_TEXT.sensitive}</Tag>}
      </Flex>
      <FormError message={formError} />
      <Form
        form={form}
        name={`config-${entry.key}`}
        layout="vertical"
        initialValues={draftOf(entry)}
        onFinish={onFinish}
        disabled={!canEdit}
        requiredMark={false}
      >
        <Form.Item
          name="value"
          label={SETTINGS_TEXT.value}
          extra={entry.is_sensitive && canEdit ? SETTINGS_TEXT.secretHint : undefined}
        >
          <ConfigValueInput entry={entry} />
        </Form.Item>
        <Form.Item name="description" label={SETTINGS_TEXT.description}>
          <Input />
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
      </Form>
    </Card>
  );
}
