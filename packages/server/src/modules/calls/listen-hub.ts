// The listeners of each call on this server process, and the one vendor listen socket they share: the first
// listener of a call opens it (from the URL stored on the call, so any replica can), every frame goes to all of them,
// and it closes when the last listener leaves or the call ends.
import { LISTEN_CLOSE, type ListenFormatMessage, type ListenMessage } from '@callops/contracts/calls';
import type { WebSocket } from 'ws';
import { SYSTEM_ACTOR } from '../../context/actor';
import type { AppServices } from '../../context/app-services';
import { createServiceContext } from '../../context/service-context';
import {
  announcedFormat,
  listenFormat,
  listenTranscript,
  sampleRateFromByteRate,
} from '../../providers/vapi/listen-events';
import {
  type ListenUpstream,
  openListenUpstream,
  readListenSettings,
} from '../../providers/vapi/listen-upstream';
import { CALL_ENDED_MESSAGE, listenableCall } from './listen-ticket';

/** How much audio the sample rate is measured over before it is trusted (or corrected). */
const DETECT_MS = 2_000;
/** A listener this far behind (its socket's buffer) misses frames rather than filling the server's memory. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** How often a relay looks whether its call ended (a vendor might keep the socket open past it). */
const STATUS_CHECK_MS = 5_000;

const OPEN = 1;

/** A listen URL as the server opens it: absolute ws(s) as it is; our own path (the simulated provider's) on itself. */
export function resolveListenUrl(url: string, selfUrl: string | undefined): string | null {
  if (/^wss?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && selfUrl)
    return new URL(url, selfUrl.replace(/^http/, 'ws')).href;
  return null;
}

interface Relay {
  listeners: Set<WebSocket>;
  format: ListenFormatMessage | null;
  upstream: ListenUpstream | null;
  /** Audio measured for the rate: bytes after the first frame, and when that frame came. */
  measure: { since: number; bytes: number } | null;
  measured: boolean;
  statusTimer: NodeJS.Timeout;
  ended: boolean;
}

export interface ListenHub {
  /** Adds a listener of `callId` (whose ticket and call were checked), opening the vendor's socket if needed. */
  join(callId: number, listenUrl: string | null, socket: WebSocket): void;
  /** Ends every relay: the server stops, the browsers reconnect to another replica. */
  close(): void;
}

export function createListenHub(services: AppServices): ListenHub {
  const relays = new Map<number, Relay>();
  const context = () => createServiceContext(services, { actor: SYSTEM_ACTOR });

  const send = (relay: Relay, message: ListenMessage) => {
    const text = JSON.stringify(message);
    for (const socket of relay.listeners) if (socket.readyState === OPEN) socket.send(text);
  };

  const end = (callId: number, relay: Relay, code: number, reason: string) => {
    if (relay.ended) return;
    relay.ended = true;
    relays.delete(callId);
    clearInterval(relay.statusTimer);
    relay.upstream?.close();
    if (code === LISTEN_CLOSE.ended) send(relay, { type: 'ended', reason });
    for (const socket of relay.listeners) socket.close(code, reason);
    relay.listeners.clear();
  };

  const endIfOver = async (callId: number, relay: Relay) => {
    const call = await listenableCall(context(), callId).catch(() => null);
    if (call && call.state !== 'live') end(callId, relay, LISTEN_CLOSE.ended, CALL_ENDED_MESSAGE);
  };

  const setFormat = (relay: Relay, sampleRate: number, channels: number) => {
    if (relay.format?.sampleRate === sampleRate && relay.format.channels === channels) return;
    relay.format = listenFormat(sampleRate, channels);
    send(relay, relay.format);
  };

  const onAudio = (relay: Relay, frame: Buffer) => {
    if (!relay.format) return;
    if (!relay.measured) {
      const now = performance.now();
      if (!relay.measure) relay.measure = { since: now, bytes: 0 };
      else relay.measure.bytes += frame.length;
      const elapsed = now - relay.measure.since;
      if (elapsed >= DETECT_MS) {
        relay.measured = true;
        const rate = sampleRateFromByteRate((relay.measure.bytes * 1000) / elapsed, relay.format.channels);
        if (rate !== null) setFormat(relay, rate, relay.format.channels);
      }
    }
    for (const socket of relay.listeners) {
      if (socket.readyState === OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES)
        socket.send(frame, { binary: true });
    }
  };

  const start = async (callId: number, listenUrl: string | null, relay: Relay) => {
    const settings = await readListenSettings(context());
    if (relay.ended) return;
    const url = listenUrl ? resolveListenUrl(listenUrl, services.selfUrl()) : null;
    if (!url) {
      end(callId, relay, LISTEN_CLOSE.notFound, 'This call has no audio to listen to');
      return;
    }
    setFormat(relay, settings.sampleRate, settings.channels);
    relay.upstream = openListenUpstream(url, settings.bearer, {
      onAudio: (frame) => onAudio(relay, frame),
      onEvent: (event) => {
        const announced = announcedFormat(event);
        if (announced && relay.format) {
          relay.measured = true;
          setFormat(
            relay,
            announced.sampleRate ?? relay.format.sampleRate,
            announced.channels ?? relay.format.channels,
          );
        }
        const line = listenTranscript(event);
        if (line) send(relay, line);
      },
      onClose: (problem) => {
        if (relay.ended) return;
        if (problem === null) {
          // The vendor closes the listen socket when the call ends.
          end(callId, relay, LISTEN_CLOSE.ended, CALL_ENDED_MESSAGE);
          return;
        }
        services.logger.warn(`Listening to call ${callId}: ${problem}`);
        end(callId, relay, LISTEN_CLOSE.lost, "The call's audio was lost; connect again");
      },
    });
  };

  return {
    join(callId, listenUrl, socket) {
      let relay = relays.get(callId);
      if (!relay) {
        const created: Relay = {
          listeners: new Set(),
          format: null,
          upstream: null,
          measure: null,
          measured: false,
          ended: false,
          statusTimer: setInterval(() => void endIfOver(callId, created), STATUS_CHECK_MS),
        };
        created.statusTimer.unref();
        relay = created;
        relays.set(callId, created);
        start(callId, listenUrl, created).catch((error: Error) => {
          // The error's name only: a message may quote the listen URL, which no log may show.
          services.logger.warn(
            `Listening to call ${callId}: the vendor's listen socket could not be opened (${error.name})`,
          );
          end(callId, created, LISTEN_CLOSE.lost, "The call's audio could not be reached; connect again");
        });
      }
      const joined = relay;
      joined.listeners.add(socket);
      if (joined.format) socket.send(JSON.stringify(joined.format));
      socket.on('close', () => {
        joined.listeners.delete(socket);
        if (joined.listeners.size === 0 && !joined.ended) {
          joined.ended = true;
          relays.delete(callId);
          clearInterval(joined.statusTimer);
          joined.upstream?.close();
        }
      });
    },
    close() {
      for (const [callId, relay] of [...relays])
        end(callId, relay, 1001, 'The server is stopping; connect again');
    },
  };
}
