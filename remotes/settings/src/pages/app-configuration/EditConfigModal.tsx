import type { ConfigEntry } from '@callops/contracts/settings';
import { ContractFormModal, useContractForm } from '@callops/ui';
import { Form, Typography } from 'antd';
import { ConfigValueInput } from '../../config-entries/ConfigValueInput';
import { configChangeSchema } from '../../config-entries/config-entry-rules';
import { useUpdateConfig } from '../../config-entries/use-config-entries';
import { SETTINGS_TEXT } from '../../settings-text';

export interface EditConfigModalProps {
  entry: ConfigEntry;
  onClose: () => void;
}

/** Edits one config value; closes once the server has saved it. Mounted per entry, so it starts from its value. */
export function EditConfigModal({ entry, onClose }: EditConfigModalProps) {
  const update = useUpdateConfig();
  const contract = useContractForm({
    schema: configChangeSchema(entry),
    fields: ['value'],
    prepare: (values: { value?: string }) => ({ value: values.value ?? '' }),
    submit: async (body) => {
      if (body.value !== entry.value) await update.mutateAsync({ params: { key: entry.key }, body });
      onClose();
    },
  });

  return (
    <ContractFormModal
      contract={contract}
      name="edit-config"
      initialValues={{ value: entry.value }}
      title={SETTINGS_TEXT.editTitle(entry.key)}
      okText={SETTINGS_TEXT.save}
      cancelText={SETTINGS_TEXT.cancel}
      onClose={onClose}
    >
      {entry.description && <Typography.Paragraph type="secondary">{entry.description}</Typography.Paragraph>}
      <Form.Item
        name="value"
        label={SETTINGS_TEXT.value}
        extra={entry.is_sensitive ? SETTINGS_TEXT.secretHint : undefined}
      >
        <ConfigValueInput entry={entry} />
      </Form.Item>
    </ContractFormModal>
  );
}
