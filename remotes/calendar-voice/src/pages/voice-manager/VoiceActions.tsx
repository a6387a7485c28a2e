import type { Voice } from '@callops/contracts/voices';
import { ConfirmByTyping } from '@callops/ui';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { VOICE_TEXT } from '../../calendar-voice-text';
import { useArchiveVoice, useDeleteVoice, useSetVoiceStatus, useUnarchiveVoice } from './voice-queries';
import { voiceActions } from './voice-rules';

type Pending = 'archive' | 'delete' | null;

/** The buttons of one voice; archive and delete ask for the voice's name typed exactly. */
export function VoiceActions({ voice }: { voice: Voice }) {
  const [confirming, setConfirming] = useState<Pending>(null);
  const setStatus = useSetVoiceStatus();
  const archive = useArchiveVoice();
  const unarchive = useUnarchiveVoice();
  const remove = useDeleteVoice();
  const { archiveBlockedBy, deleteBlockedBy } = voiceActions(voice);
  const active = voice.status === 'ACTIVE';
  const params = { id: voice.id };
  const body = { confirm_name: voice.name };

  const confirm = () => {
    const close = { onSuccess: () => setConfirming(null) };
    if (confirming === 'archive') archive.mutate({ params, body }, close);
    if (confirming === 'delete') remove.mutate({ params, body }, close);
  };

  return (
    <Flex gap={8} wrap align="start">
      {voice.is_archived ? (
        <Button size="small" onClick={() => unarchive.mutate({ params })} loading={unarchive.isPending}>
          {VOICE_TEXT.unarchive}
        </Button>
      ) : (
        <>
          <Button
            size="small"
            type={active ? 'default' : 'primary'}
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate({ params, body: { status: active ? 'INACTIVE' : 'ACTIVE' } })}
          >
            {active ? VOICE_TEXT.deactivate : VOICE_TEXT.activate}
          </Button>
          <BlockableButton
            label={VOICE_TEXT.archive}
            blockedBy={archiveBlockedBy}
            onClick={() => setConfirming('archive')}
          />
        </>
      )}
      <BlockableButton
        label={VOICE_TEXT.delete}
        blockedBy={deleteBlockedBy}
        danger
        onClick={() => setConfirming('delete')}
      />
      <ConfirmByTyping
        open={confirming !== null}
        title={
          confirming === 'delete' ? VOICE_TEXT.deleteTitle(voice.name) : VOICE_TEXT.archiveTitle(voice.name)
        }
        description={confirming === 'delete' ? VOICE_TEXT.deleteDescription : VOICE_TEXT.archiveDescription}
        expected={voice.name}
        okText={confirming === 'delete' ? VOICE_TEXT.delete : VOICE_TEXT.archive}
        confirming={archive.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Flex>
  );
}

/** A button that may be disabled by a rule, with the rule's note under it (and as its description). */
function BlockableButton({
  label,
  blockedBy,
  danger,
  onClick,
}: {
  label: string;
  blockedBy: string | null;
  danger?: boolean;
  onClick: () => void;
}) {
  const button = (
    <Button size="small" danger={danger} disabled={blockedBy !== null} onClick={onClick}>
      {label}
    </Button>
  );
  if (blockedBy === null) return button;
  return (
    <Flex vertical gap={2}>
      <Tooltip title={blockedBy}>
        <span>{button}</span>
      </Tooltip>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {blockedBy}
      </Typography.Text>
    </Flex>
  );
}
