import { endpoints } from '@callops/contracts';
import type { Voice } from '@callops/contracts/voices';
import { useCan } from '@callops/shell';
import { AudioPlayer, CopyText, DataTable, type DataTableColumn } from '@callops/ui';
import { Flex, Tag } from 'antd';
import { VOICE_TEXT } from '../../calendar-voice-text';
import { VoiceActions } from './VoiceActions';

export function VoiceTable({ voices, emptyText }: { voices: Voice[]; emptyText: string }) {
  const canChange = useCan()(endpoints.voices.updateStatus);
  const columns: DataTableColumn<Voice>[] = [
    { key: 'name', title: VOICE_TEXT.name },
    {
      key: 'voice_id',
      title: VOICE_TEXT.voiceId,
      render: (voice) => (
        <CopyText value={voice.voice_id} buttonLabel={`${VOICE_TEXT.copyVoiceId} ${voice.name}`} />
      ),
    },
    {
      key: 'status',
      title: VOICE_TEXT.status,
      render: (voice) => (
        <Flex gap={4} wrap>
          <Tag color={voice.status === 'ACTIVE' ? 'green' : 'default'}>
            {voice.status === 'ACTIVE' ? VOICE_TEXT.active : VOICE_TEXT.inactive}
          </Tag>
          {voice.is_used_in_vapi && <Tag color="blue">{VOICE_TEXT.usedInVapi}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'preview',
      title: VOICE_TEXT.preview,
      sortable: false,
      render: (voice) => (
        <AudioPlayer
          src={voice.preview_url}
          compact
          label={voice.name}
          emptyText={VOICE_TEXT.noPreview}
          errorText={VOICE_TEXT.previewError}
        />
      ),
    },
    ...(canChange
      ? [
          {
            key: 'actions',
            title: VOICE_TEXT.actions,
            sortable: false,
            render: (voice: Voice) => <VoiceActions voice={voice} />,
          },
        ]
      : []),
  ];
  return (
    <DataTable
      columns={columns}
      rows={voices}
      rowKey="id"
      emptyText={emptyText}
      ariaLabel={VOICE_TEXT.title}
    />
  );
}
