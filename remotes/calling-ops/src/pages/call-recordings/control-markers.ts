import type { ControlMarker } from '@callops/contracts/calls';
import { formatPlaybackTime } from '@callops/ui';
import { RECORDINGS_TEXT } from './recordings-text';

export interface MarkerView {
  key: string;
  seconds: number;
  /** Where on the player's timeline, in percent of the call's length. */
  leftPercent: number;
  label: string;
  /** Listening in: the supervisor heard the call without changing it (drawn apart from the actions that did). */
  listenOnly: boolean;
}

/**
 * The supervisors' actions as marks on the timeline: placed by their offset from the call's start, and kept within
 * the bar when the recording is shorter than the offset says (or its length is unknown: the last marker's end).
 */
export function controlMarkerViews(
  markers: readonly ControlMarker[],
  durationSeconds: number | null,
): MarkerView[] {
  const length = Math.max(durationSeconds ?? 0, ...markers.map((m) => m.seconds), 1);
  return markers.map((marker, i) => ({
    key: `${i}-${marker.kind}-${marker.seconds}`,
    seconds: marker.seconds,
    leftPercent: Math.min(100, (marker.seconds / length) * 100),
    label: `${formatPlaybackTime(marker.seconds)} ${marker.username} ${RECORDINGS_TEXT.markerKinds[marker.kind]}${
      marker.text ? `: ${marker.text}` : ''
    }`,
    listenOnly: marker.kind === 'listen',
  }));
}
