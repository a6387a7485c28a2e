import { type CallRecording, RECORDING_MESSAGES, transferText } from '@callops/contracts/calls';
import { AudioPlayer, type AudioPlayerHandle, formatPlaybackTime, QueryState } from '@callops/ui';
import { Descriptions, Drawer, Flex, Tag, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { controlMarkerViews } from './control-markers';
import { useRecordingDetail, useRecordPlay } from './recordings-queries';
import { RECORDINGS_TEXT } from './recordings-text';
import { activeLineIndex, leadNameOf, recordingCostText, transferTag } from './recordings-view';

const TRANSFER_COLORS = { answered: 'blue', returned: 'orange', failed: 'red' } as const;

/** A call's warm transfer as a tag: how it went, and to whom on hover. */
export function TransferTag({ recording }: { recording: Pick<CallRecording, 'transfer'> }) {
  const tag = transferTag(recording);
  return tag ? (
    <Tag color={TRANSFER_COLORS[tag.result]} title={tag.title}>
      {tag.text}
    </Tag>
  ) : null;
}

/**
 * One call beside its recording: the full transcript speaker by speaker, the line being spoken highlighted as the
 * audio plays, and a click (or Enter) on any line playing from there.
 */
export function CallDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useRecordingDetail(id);
  const recordPlay = useRecordPlay();
  const player = useRef<AudioPlayerHandle>(null);
  const [seconds, setSeconds] = useState(0);
  const { token } = theme.useToken();
  const name = query.data ? leadNameOf(query.data) : '';
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={query.data ? RECORDINGS_TEXT.detailTitle(name) : RECORDINGS_TEXT.fullTranscript}
      destroyOnHidden
      afterOpenChange={(open) => !open && setSeconds(0)}
    >
      <QueryState query={query} errorTitle={RECORDINGS_TEXT.detailLoadFailed}>
        {(call) => {
          const active = activeLineIndex(call.transcript_messages, seconds);
          return (
            <Flex vertical gap={16}>
              <AudioPlayer
                src={call.call_rec_url}
                label={name}
                onTimeChange={setSeconds}
                onFirstPlay={() => recordPlay.mutate({ params: { id: call.id } })}
                ref={player}
              />
              {call.control_markers.length > 0 && (
                <ol
                  aria-label={RECORDINGS_TEXT.markers}
                  style={{
                    position: 'relative',
                    height: 16,
                    margin: 0,
                    padding: 0,
                    listStyle: 'none',
                    background: token.colorFillQuaternary,
                  }}
                >
                  {controlMarkerViews(call.control_markers, call.duration_seconds).map((marker) => (
                    <li
                      key={marker.key}
                      style={{ position: 'absolute', left: `calc(${marker.leftPercent}% - 4px)`, top: 0 }}
                    >
                      <button
                        type="button"
                        title={marker.label}
                        aria-label={marker.label}
                        onClick={() => player.current?.seek(marker.seconds)}
                        style={{
                          display: 'block',
                          width: 8,
                          height: 16,
                          padding: 0,
                          border: 'none',
                          borderRadius: 2,
                          background: marker.listenOnly ? token.colorInfo : token.colorWarning,
                          cursor: 'pointer',
                        }}
                      />
                    </li>
                  ))}
                </ol>
              )}
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={RECORDINGS_TEXT.summary}>
                  {call.call_summary?.trim() || RECORDING_MESSAGES.noSummary}
                </Descriptions.Item>
                <Descriptions.Item label={RECORDINGS_TEXT.score}>{call.lead_score}</Descriptions.Item>
                {call.transfer && (
                  <Descriptions.Item label={RECORDINGS_TEXT.transfer}>
                    {transferText(call.transfer)}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={RECORDINGS_TEXT.cost}>{recordingCostText(call)}</Descriptions.Item>
              </Descriptions>
              <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeLG }}>
                {RECORDINGS_TEXT.fullTranscript}
              </Typography.Title>
              {call.transcript_messages.length === 0 ? (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                  {call.call_transcript}
                </Typography.Paragraph>
              ) : (
                <ol
                  aria-label={RECORDINGS_TEXT.fullTranscript}
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                >
                  {call.transcript_messages.map((line, i) => {
                    const current = i === active;
                    return (
                      <li key={`${line.seconds}-${line.speaker}-${line.text}`}>
                        <button
                          type="button"
                          aria-current={current ? 'true' : undefined}
                          title={RECORDINGS_TEXT.seekToLine(formatPlaybackTime(line.seconds))}
                          onClick={() => player.current?.seek(line.seconds)}
                          style={{
                            display: 'flex',
                            gap: 12,
                            width: '100%',
                            textAlign: 'left',
                            padding: '8px 12px',
                            marginBottom: 4,
                            border: `1px solid ${current ? token.colorPrimary : 'transparent'}`,
                            borderRadius: token.borderRadius,
                            background: current ? token.colorPrimaryBg : 'transparent',
                            color: token.colorText,
                            cursor: 'pointer',
                            font: 'inherit',
                          }}
                        >
                          <span
                            style={{
                              color: token.colorTextSecondary,
                              fontVariantNumeric: 'tabular-nums',
                              minWidth: 40,
                            }}
                          >
                            {formatPlaybackTime(line.seconds)}
                          </span>
                          <span>
                            <strong>{RECORDINGS_TEXT.speakers[line.speaker] ?? line.speaker}</strong>
                            <br />
                            {line.text}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ol>
              )}
            </Flex>
          );
        }}
      </QueryState>
    </Drawer>
  );
}
