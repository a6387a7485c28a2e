import { createConfigRequestSchema } from '@callops/contracts/settings';
import { Button, Card, Checkbox, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useCreateConfig } from '../../config-entries/use-config-entries';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';

const EMPTY = { key: '', value: '', description: '', sensitive: false };

/** 'Add Config': key and value required (the button stays disabled until both are filled in). */
export function AddConfigForm() {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateConfig();
  const ready = form.key.trim() !== '' && form.value.trim() !== '';

  const submit = () => {
    const request = {
      key: form.key.trim(),
      value: form.value,
      description: form.description.trim() || null,
      is_sensitive: form.sensitive,
    };
    // The same checks the server makes (key format, the value of a known key), before the round trip.
    const parsed = createConfigRequestSchema.safeParse(request);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) create.mutate(parsed.data, { onSuccess: () => setForm(EMPTY) });
  };

  return (
    <Card title={SETTINGS_SCREEN_TEXT.addConfig} size="small">
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          <Input
            aria-label={SETTINGS_TEXT.key}
            placeholder={SETTINGS_TEXT.key}
            value={form.key}
            onChange={(event) => setForm((f) => ({ ...f, key: event.target.value }))}
            style={{ maxWidth: 240 }}
            autoComplete="off"
          />
          <Input
            aria-label={SETTINGS_TEXT.value}
            placeholder={SETTINGS_TEXT.value}
            value={form.value}
            onChange={(event) => setForm((f) => ({ ...f, value: event.target.value }))}
            style={{ maxWidth: 320 }}
            autoComplete="off"
          />
          <Input
            aria-label={SETTINGS_TEXT.description}
            placeholder={SETTINGS_TEXT.description}
            value={form.description}
            onChange={(event) => setForm((f) => ({ ...f, description: event.target.value }))}
            style={{ maxWidth: 360 }}
          />
          <Checkbox
            checked={form.sensitive}
            onChange={(event) => setForm((f) => ({ ...f, sensitive: event.target.checked }))}
          >
            {SETTINGS_TEXT.sensitive}
          </Checkbox>
          <Button type="primary" disabled={!ready} onClick={submit} loading={create.isPending}>
            {SETTINGS_SCREEN_TEXT.addConfig}
          </Button>
        </Flex>
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
