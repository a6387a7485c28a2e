import type { ConfigEntry } from '@callops/contracts/settings';
import { Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ConfigValueInput } from '../../config-entries/ConfigValueInput';
import { draftValueError } from '../../config-entries/config-entry-rules';
import { useUpdateConfig } from '../../config-entries/use-config-entries';
import { SETTINGS_TEXT } from '../../settings-text';

export interface EditConfigModalProps {
  entry: ConfigEntry;
  onClose: () => void;
}

/** Edits one config value; closes once the server has saved it. Mounted per entry, so it starts from its value. */
export function EditConfigModal({ entry, onClose }: EditConfigModalProps) {
  const [value, setValue] = useState(entry.value);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateConfig();
  const inputId = `edit-config-${entry.key}`;

  const save = () => {
    const problem = draftValueError(entry, value);
    setError(problem);
    if (problem) return;
    if (value === entry.value) {
      onClose();
      return;
    }
    update.mutate({ key: entry.key, value }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={SETTINGS_TEXT.editTitle(entry.key)}
      okText={SETTINGS_TEXT.save}
      cancelText={SETTINGS_TEXT.cancel}
      onOk={save}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        {entry.description && <Typography.Text type="secondary">{entry.description}</Typography.Text>}
        <label htmlFor={inputId}>{SETTINGS_TEXT.value}</label>
        <ConfigValueInput
          id={inputId}
          entry={entry}
          value={value}
          onChange={setValue}
          invalid={error !== null}
        />
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
        {entry.is_sensitive && <Typography.Text type="secondary">{SETTINGS_TEXT.secretHint}</Typography.Text>}
      </Flex>
    </Modal>
  );
}
