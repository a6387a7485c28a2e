import {
  callEndpoints,
  LISTEN_CLOSE,
  type ListenFormatMessage,
  type ListenMessage,
  listenCloseIsFinal,
} from '@callops/contracts/calls';
import { errorMessageOf, failureStatus, useApi } from '@callops/shell';
import { useEffect, useState } from 'react';
import { decodePcm, rootMeanSquare } from './listen-pcm';
import { frameStart, reconnectDelayMs } from './listen-schedule';
import { addListenLine, type ListenLine, type ListenStatus, listenSocketUrl } from './listen-view';

/** How often the level meter reads the analyser. */
const METER_MS = 200;

export interface ListenState {
  status: ListenStatus;
  lines: ListenLine[];
  /** The loudness of what plays now (0 to 1), read by a Web Audio AnalyserNode. */
  level: number;
  /** Why listening failed, when it did. */
  problem: string | null;
}

/**
 * Listens to call `callId` while mounted: asks for a ticket, opens the listen socket, plays its PCM frames through Web
 * Audio (each frame an AudioBufferSource scheduled right after the previous one) and keeps its transcript lines. A
 * dropped socket is opened again, with a new ticket and a growing delay, until the call ends or the panel closes.
 */
export function useListen(callId: number): ListenState {
  const api = useApi();
  const [state, setState] = useState<ListenState>({
    status: 'connecting',
    lines: [],
    level: 0,
    problem: null,
  });

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let format: ListenFormatMessage | null = null;
    let queuedUntil = 0;
    const audio = new AudioContext();
    // Created after the Listen click, so the browser lets it play; resume() in case it started suspended.
    void audio.resume().catch(() => undefined);
    const analyser = audio.createAnalyser();
    analyser.fftSize = 2048;
    analyser.connect(audio.destination);
    const update = (patch: Partial<ListenState>) => setState((current) => ({ ...current, ...patch }));

    const play = (bytes: ArrayBuffer) => {
      if (!format) return;
      const channels = decodePcm(bytes, format.channels);
      const length = channels[0]?.length ?? 0;
      if (length === 0) return;
      const buffer = audio.createBuffer(format.channels, length, format.sampleRate);
      for (const [channel, samples] of channels.entries()) buffer.copyToChannel(samples, channel);
      const start = frameStart(audio.currentTime, queuedUntil, buffer.duration);
      if (start === null) return;
      const source = audio.createBufferSource();
      source.buffer = buffer;
      source.connect(analyser);
      source.start(start);
      queuedUntil = start + buffer.duration;
    };

    const finish = (status: 'ended' | 'failed', problem: string | null = null) => {
      stopped = true;
      update({ status, problem });
    };

    const connectLater = () => {
      if (stopped) return;
      update({ status: 'reconnecting' });
      retry = setTimeout(() => void connect(), reconnectDelayMs(failures));
      failures += 1;
    };

    const onMessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') {
        play(event.data as ArrayBuffer);
        return;
      }
      const message = JSON.parse(event.data) as ListenMessage;
      if (message.type === 'format') {
        format = message;
        failures = 0;
        update({ status: 'listening', problem: null });
      } else if (message.type === 'transcript') {
        setState((current) => ({ ...current, lines: addListenLine(current.lines, message) }));
      } else if (message.type === 'ended') {
        finish('ended');
      }
    };

    async function connect() {
      let path: string;
      try {
        path = (await api.call(callEndpoints.listenTicket, { params: { id: callId } })).path;
      } catch (error) {
        if (stopped) return;
        const status = failureStatus(error);
        if (status === 409) finish('ended');
        else if (status === 401 || status === 403 || status === 404) finish('failed', errorMessageOf(error));
        else connectLater();
        return;
      }
      if (stopped) return;
      const opened = new WebSocket(listenSocketUrl(path, window.location));
      opened.binaryType = 'arraybuffer';
      opened.onmessage = onMessage;
      opened.onclose = (event) => {
        socket = null;
        if (stopped) return;
        if (event.code === LISTEN_CLOSE.ended) finish('ended');
        else if (listenCloseIsFinal(event.code)) finish('failed', event.reason || null);
        // A refused upgrade shows only as 1006 here: the next ticket says why (409 once the call ended).
        else connectLater();
      };
      socket = opened;
    }

    void connect();
    const samples = new Float32Array(analyser.fftSize);
    const meter = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      update({ level: rootMeanSquare(samples) });
    }, METER_MS);
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(meter);
      socket?.close(1000);
      void audio.close().catch(() => undefined);
    };
  }, [api, callId]);

  return state;
}
