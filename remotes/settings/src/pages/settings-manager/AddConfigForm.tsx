import { createConfigRequestSchema } from '@callops/contracts/settings';
import { ContractForm, useContractForm } from '@callops/ui';
import { Button, Card, Checkbox, Form, Input } from 'antd';
import { useCreateConfig } from '../../config-entries/use-config-entries';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';

interface AddConfigValues {
  key?: string;
  value?: string;
  description?: string;
  is_sensitive?: boolean;
}

const EMPTY: AddConfigValues = { key: '', value: '', description: '', is_sensitive: false };

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/** 'Add Config': key and value required (the button stays disabled until both are filled in). */
export function AddConfigForm() {
  const create = useCreateConfig();
  const contract = useContractForm({
    // the same checks the server makes (key format, the value of a known key), before the round trip
    schema: createConfigRequestSchema,
    fields: ['key', 'value', 'description', 'is_sensitive'],
    prepare: (values: AddConfigValues) => ({
      key: values.key ?? '',
      value: values.value ?? '',
      description: values.description?.trim() || null,
      is_sensitive: values.is_sensitive ?? false,
    }),
    submit: async (body) => {
      await create.mutateAsync({ body });
      contract.form.resetFields();
    },
  });
  const key = Form.useWatch('key', contract.form);
  const value = Form.useWatch('value', contract.form);

  return (
    <Card title={SETTINGS_SCREEN_TEXT.addConfig} size="small">
      <ContractForm
        contract={contract}
        name="add-config"
        layout="inline"
        initialValues={EMPTY}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="key">
          <Input aria-label={SETTINGS_TEXT.key} placeholder={SETTINGS_TEXT.key} autoComplete="off" />
        </Form.Item>
        <Form.Item name="value">
          <Input aria-label={SETTINGS_TEXT.value} placeholder={SETTINGS_TEXT.value} autoComplete="off" />
        </Form.Item>
        <Form.Item name="description">
          <Input aria-label={SETTINGS_TEXT.description} placeholder={SETTINGS_TEXT.description} />
        </Form.Item>
        <Form.Item name="is_sensitive" valuePropName="checked">
          <Checkbox>{SETTINGS_TEXT.sensitive}</Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!filled(key) || !filled(value)}
          loading={create.isPending}
        >
          {SETTINGS_SCREEN_TEXT.addConfig}
        </Button>
      </ContractForm>
    </Card>
  );
}
