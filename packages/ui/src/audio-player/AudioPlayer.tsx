import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { RECORDING_MESSAGES } from '@callops/contracts/calls';
import { Button, Flex, Typography, theme } from 'antd';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { UI_TEXT } from '../ui-text';
import { getPlaybackCoordinator } from './playback-coordinator';
import { formatPlaybackTime, playbackPercent, seekBy, seekTimeAt } from './playback-time';

const KEYBOARD_SEEK_SECONDS = 5;

/** What a page can do to a player from outside: the call detail's transcript seeks it on click. */
export type AudioPlayerHandle = {
  /** Moves playback to `seconds` (kept inside the recording) without starting or stopping it. */
  seek(seconds: number): void;
};

export type AudioPlayerProps = {
  /** The recording's URL; blank shows `emptyText`. */
  src: string | null | undefined;
  /** Default 'No recording'. */
  emptyText?: ReactNode;
  /** Names the recording for screen readers, e.g. the lead's name: 'Play Jane Doe'. */
  label?: string;
  /** Shown in place when the audio cannot load or play. */
  errorText?: string;
  /** Only the play/stop button (voice previews). */
  compact?: boolean;
  /** Told the playback position as it moves (and after a seek), e.g. to highlight the line being spoken. */
  onTimeChange?: (seconds: number) => void;
  /** Told once, when play is first pressed for this recording (e.g. to put the play in the audit log). */
  onFirstPlay?: () => void;
  ref?: Ref<AudioPlayerHandle>;
};

export function AudioPlayer({ src, emptyText = RECORDING_MESSAGES.noRecording, ...rest }: AudioPlayerProps) {
  if (!src || src.trim() === '') return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  // A new URL is a new recording: fresh element, fresh progress.
  return <RecordingControls key={src} src={src} {...rest} />;
}

type RecordingControlsProps = Omit<AudioPlayerProps, 'src' | 'emptyText'> & { src: string };

function RecordingControls({
  src,
  label,
  errorText = UI_TEXT.recordingError,
  compact,
  onTimeChange,
  onFirstPlay,
  ref,
}: RecordingControlsProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const played = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [failed, setFailed] = useState(false);
  const { token } = theme.useToken();

  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (!audio) return;
      audio.pause();
      getPlaybackCoordinator().release(audio);
    };
  }, []);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      return;
    }
    if (!played.current) {
      played.current = true;
      onFirstPlay?.();
    }
    // Pause the other recording now rather than when this one actually starts.
    getPlaybackCoordinator().claim(audio);
    audio.play().catch((error: unknown) => {
      // An AbortError only means another recording paused this one before it started.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFailed(true);
    });
  };

  const seekTo = (time: number | null) => {
    const audio = audioRef.current;
    if (!audio || time === null) return;
    audio.currentTime = time;
    setCurrentTime(time);
    onTimeChange?.(time);
  };

  useImperativeHandle(ref, () => ({
    seek: (seconds) => {
      const known = Number.isFinite(duration) && duration > 0;
      seekTo(Math.max(0, known ? Math.min(seconds, duration) : seconds));
    },
  }));

  const onBarClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    seekTo(seekTimeAt(event.clientX - rect.left, rect.width, duration));
  };

  const onBarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number | null> = {
      ArrowRight: seekBy(currentTime, KEYBOARD_SEEK_SECONDS, duration),
      ArrowUp: seekBy(currentTime, KEYBOARD_SEEK_SECONDS, duration),
      ArrowLeft: seekBy(currentTime, -KEYBOARD_SEEK_SECONDS, duration),
      ArrowDown: seekBy(currentTime, -KEYBOARD_SEEK_SECONDS, duration),
      Home: seekBy(0, 0, duration),
      End: seekBy(duration, 0, duration),
    };
    if (!(event.key in steps)) return;
    event.preventDefault();
    seekTo(steps[event.key] ?? null);
  };

  const percent = playbackPercent(currentTime, duration);
  const actionLabel = playing ? UI_TEXT.stop : UI_TEXT.play;

  return (
    <Flex align="center" gap={8} wrap style={{ minWidth: compact ? undefined : 220 }}>
      {/* biome-ignore lint/a11y/useMediaCaption: call recordings have no caption track; the transcript is shown beside them */}
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={(event) => {
          getPlaybackCoordinator().claim(event.currentTarget);
          setFailed(false);
          setPlaying(true);
        }}
        onPause={(event) => {
          getPlaybackCoordinator().release(event.currentTarget);
          setPlaying(false);
        }}
        onEnded={(event) => {
          const audio = event.currentTarget;
          getPlaybackCoordinator().release(audio);
          audio.currentTime = 0;
          setCurrentTime(0);
          onTimeChange?.(0);
          setPlaying(false);
        }}
        onTimeUpdate={(event) => {
          setCurrentTime(event.currentTarget.currentTime);
          onTimeChange?.(event.currentTarget.currentTime);
        }}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onError={(event) => {
          getPlaybackCoordinator().release(event.currentTarget);
          setPlaying(false);
          setFailed(true);
        }}
      />
      <Button
        shape="circle"
        type={playing ? 'primary' : 'default'}
        icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
        aria-label={label ? `${actionLabel} ${label}` : actionLabel}
        aria-pressed={playing}
        onClick={toggle}
      />
      {!compact && (
        <>
          <div
            role="slider"
            tabIndex={0}
            aria-label={label ? `${UI_TEXT.seek}: ${label}` : UI_TEXT.seek}
            aria-valuemin={0}
            aria-valuemax={Number.isFinite(duration) ? Math.round(duration) : 0}
            aria-valuenow={Math.round(currentTime)}
            aria-valuetext={`${formatPlaybackTime(currentTime)} / ${formatPlaybackTime(duration)}`}
            onClick={onBarClick}
            onKeyDown={onBarKey}
            style={{
              flex: 1,
              minWidth: 80,
              height: 8,
              borderRadius: 4,
              cursor: 'pointer',
              background: token.colorFillSecondary,
              overflow: 'hidden',
            }}
          >
            <div
              data-testid="audio-progress-fill"
              style={{ width: `${percent}%`, height: '100%', background: token.colorPrimary }}
            />
          </div>
          <Typography.Text
            type="secondary"
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {formatPlaybackTime(currentTime)} / {formatPlaybackTime(duration)}
          </Typography.Text>
          <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{percent}%</Typography.Text>
        </>
      )}
      {failed && (
        <Typography.Text type="danger" role="alert">
          {errorText}
        </Typography.Text>
      )}
    </Flex>
  );
}
