import type { ConfigEntry } from '@callops/contracts/settings';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ProfileSectionEntries } from '../../config-entries/config-entry-rules';
import { PROFILE_SECTION_TITLES, SETTINGS_TEXT } from '../../settings-text';
import { EditConfigModal } from './EditConfigModal';

function EntryValue({ entry }: { entry: ConfigEntry }) {
  if (entry.value === '') return <Typography.Text type="secondary">{SETTINGS_TEXT.notSet}</Typography.Text>;
  return (
    <Typography.Paragraph
      style={{ margin: 0, whiteSpace: 'pre-wrap' }}
      ellipsis={{ rows: 3, expandable: true }}
    >
      {entry.value}
    </Typography.Paragraph>
  );
}

/** The other entries of App Configuration, one card per section, each value editable in a modal. */
export function ConfigSections({
  sections,
  canEdit,
}: {
  sections: ProfileSectionEntries[];
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState<ConfigEntry | null>(null);
  return (
    <>
      {sections.map(({ section, entries }) => (
        <Card key={section} title={PROFILE_SECTION_TITLES[section]}>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={entries.map((entry) => ({
              key: entry.key,
              label: (
                <Flex vertical gap={2}>
                  <Typography.Text code>{entry.key}</Typography.Text>
                  {entry.description && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {entry.description}
                    </Typography.Text>
                  )}
                </Flex>
              ),
              children: (
                <Flex align="center" justify="space-between" gap={8}>
                  <Flex align="center" gap={8} style={{ minWidth: 0 }}>
                    <EntryValue entry={entry} />
                    {entry.is_sensitive && <Tag>{SETTINGS_TEXT.sensitive}</Tag>}
                  </Flex>
                  {canEdit && (
                    <Button
                      size="small"
                      aria-label={`${SETTINGS_TEXT.edit} ${entry.key}`}
                      onClick={() => setEditing(entry)}
                    >
                      {SETTINGS_TEXT.edit}
                    </Button>
                  )}
                </Flex>
              ),
            }))}
          />
        </Card>
      ))}
      {editing && <EditConfigModal key={editing.key} entry={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
