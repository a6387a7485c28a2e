import type { ListenTranscriptMessage } from '@callops/contracts/calls';
import { LISTEN_TEXT } from './listen-text';

/** How many transcript lines the listen panel keeps. */
export const LISTEN_LINES = 6;

export interface ListenLine {
  speaker: ListenTranscriptMessage['speaker'];
  text: string;
  final: boolean;
}

/**
 * The panel's transcript after `message`: a partial line is replaced by the next partial or final line of the same
 * speaker; a final one stays; only the last LISTEN_LINES are kept.
 */
export function addListenLine(lines: readonly ListenLine[], message: ListenTranscriptMessage): ListenLine[] {
  const last = lines.at(-1);
  const kept = last && !last.final && last.speaker === message.speaker ? lines.slice(0, -1) : lines;
  return [...kept, { speaker: message.speaker, text: message.text, final: message.final }].slice(
    -LISTEN_LINES,
  );
}

/** The listen socket's URL on the origin the console was opened from (ws: or wss: as the page). */
export function listenSocketUrl(path: string, location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

export type ListenStatus = 'connecting' | 'listening' | 'reconnecting' | 'ended' | 'failed';

/** What the panel says of its state. */
export const listenStatusText = (status: ListenStatus) => LISTEN_TEXT.status[status];

/** A transcript line as the panel shows it. */
export const listenLineText = (line: ListenLine) => `${LISTEN_TEXT.speakers[line.speaker]}: ${line.text}`;
