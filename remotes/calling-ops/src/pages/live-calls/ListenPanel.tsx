import SoundOutlined from '@ant-design/icons/SoundOutlined';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LISTEN_TEXT as TEXT } from './listen-text';
import { listenLineText, listenStatusText } from './listen-view';
import { useListen } from './use-listen';

const STATUS_COLORS = {
  connecting: 'default',
  listening: 'green',
  reconnecting: 'gold',
  ended: 'default',
  failed: 'red',
} as const;

function ListenSession({ callId, onStop }: { callId: number; onStop: () => void }) {
  const { status, lines, level, problem } = useListen(callId);
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        <Button size="small" onClick={onStop}>
          {TEXT.stop}
        </Button>
        <Tag color={STATUS_COLORS[status]}>{listenStatusText(status)}</Tag>
        <meter
          aria-label={TEXT.level}
          min={0}
          max={0.5}
          value={Math.min(level, 0.5)}
          data-level={level.toFixed(4)}
        />
      </Flex>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {lines.length > 0 && (
        <ul aria-label={TEXT.transcript} style={{ margin: 0, paddingLeft: 16 }}>
          {lines.map((line, i) => (
            // Lines only ever come in at the end (a partial one is replaced there).
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the line's identity
            <li key={i}>{listenLineText(line)}</li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

/** The Listen button of a live call, and once pressed its audio, level and live transcript until Stop. */
export function ListenPanel({ callId }: { callId: number }) {
  const [listening, setListening] = useState(false);
  if (!listening)
    return (
      <Button size="small" icon={<SoundOutlined />} onClick={() => setListening(true)}>
        {TEXT.listen}
      </Button>
    );
  return <ListenSession callId={callId} onStop={() => setListening(false)} />;
}
