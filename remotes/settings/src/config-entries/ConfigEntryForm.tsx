import type { ConfigEntry } from '@callops/contracts/settings';
import { Button, Card, Flex, Input, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SETTINGS_TEXT } from '../settings-text';
import { ConfigValueInput } from './ConfigValueInput';
import { draftOf, draftValueError, isDraftChanged } from './config-entry-rules';
import { useUpdateConfig } from './use-config-entries';

export interface ConfigEntryFormProps {
  entry: ConfigEntry;
  canEdit: boolean;
}

/** One setting with its value and description editable in place (group screens, Other General Settings). */
export function ConfigEntryForm({ entry, canEdit }: ConfigEntryFormProps) {
  const [draft, setDraft] = useState(() => draftOf(entry));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateConfig();
  // A changed entry from the server replaces what was typed; Query's structural sharing keeps unchanged entries
  // the same object, so saving one setting leaves the drafts of the others alone.
  useEffect(() => {
    setDraft(draftOf(entry));
    setError(null);
  }, [entry]);

  const valueId = `config-${entry.key}-value`;
  const descriptionId = `config-${entry.key}-description`;
  const save = () => {
    const problem = draftValueError(entry, draft.value);
    setError(problem);
    if (!problem) update.mutate({ key: entry.key, value: draft.value, description: draft.description });
  };

  return (
    <Card size="small" aria-label={entry.key} role="group">
      <Flex vertical gap={8}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong code>
            {entry.key}
          </Typography.Text>
          {entry.is_sensitive && <Tag title={SETTINGS_TEXT.sensitiveHint}>{SETTINGS_TEXT.sensitive}</Tag>}
        </Flex>
        <label htmlFor={valueId}>{SETTINGS_TEXT.value}</label>
        <ConfigValueInput
          id={valueId}
          entry={entry}
          value={draft.value}
          onChange={(value) => setDraft((d) => ({ ...d, value }))}
          disabled={!canEdit}
          invalid={error !== null}
        />
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
        {entry.is_sensitive && canEdit && (
          <Typography.Text type="secondary">{SETTINGS_TEXT.secretHint}</Typography.Text>
        )}
        <label htmlFor={descriptionId}>{SETTINGS_TEXT.description}</label>
        <Input
          id={descriptionId}
          value={draft.description}
          onChange={(event) => setDraft((d) => ({ ...d, description: event.target.value }))}
          disabled={!canEdit}
        />
        {canEdit && (
          <Flex justify="flex-end">
            <Button
              type="primary"
              onClick={save}
              loading={update.isPending}
              disabled={!isDraftChanged(entry, draft)}
              aria-label={`${SETTINGS_TEXT.save} ${entry.key}`}
            >
              {SETTINGS_TEXT.save}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
