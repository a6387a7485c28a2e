// The vendor's listen socket of one call, opened by the server (never by a browser): VAPI's monitor.listenUrl, or
// the simulated provider's own, with `Authorization: Bearer <public key>` when listen authentication is on.

import { parseConfigBoolean } from '@callops/contracts/settings';
import WebSocket from 'ws';
import type { ServiceContext } from '../../context/service-context';
import { revealValue } from '../../settings/stored-value';

/** How long the vendor has to accept the socket. */
const CONNECT_TIMEOUT_MS = 10_000;
/** A single frame larger than this is not audio we can relay (a 48 kHz stereo second is 192 KB). */
const MAX_FRAME_BYTES = 1024 * 1024;

export interface ListenSettings {
  /** The Bearer token the listen socket needs (listen authentication on), or null. */
  bearer: string | null;
  sampleRate: number;
  channels: number;
}

/** The listen settings as they are now (settings are live). */
export async function readListenSettings(ctx: ServiceContext): Promise<ListenSettings> {
  const rows = await ctx.app.settings.read(ctx.db);
  const value = (key: string) => {
    const row = rows.get(key);
    return row ? revealValue(row, ctx.app.cipher).trim() : '';
  };
  const integer = (key: string, fallback: number, allowed: (n: number) => boolean) => {
    const n = Number(value(key));
    return Number.isInteger(n) && allowed(n) ? n : fallback;
  };
  const key = value('vapi_public_key');
  return {
    bearer: parseConfigBoolean(value('vapi_listen_authentication')) && key !== '' ? key : null,
    sampleRate: integer('vapi_listen_sample_rate', 16_000, (n) => n >= 8_000 && n <= 48_000),
    channels: integer('vapi_listen_channels', 1, (n) => n === 1 || n === 2),
  };
}

export interface ListenUpstreamHandlers {
  onAudio(frame: Buffer): void;
  onEvent(event: unknown): void;
  /** The socket is gone: `problem` says why when it did not close normally (never the URL). */
  onClose(problem: string | null): void;
}

export interface ListenUpstream {
  close(): void;
}

/** Opens `url` (absolute ws:// or wss://) and reports what arrives; onClose is called exactly once. */
export function openListenUpstream(
  url: string,
  bearer: string | null,
  handlers: ListenUpstreamHandlers,
): ListenUpstream {
  let closed = false;
  const finish = (problem: string | null) => {
    if (closed) return;
    closed = true;
    handlers.onClose(problem);
  };
  const socket = new WebSocket(url, {
    ...(bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {}),
    handshakeTimeout: CONNECT_TIMEOUT_MS,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  socket.on('message', (data, isBinary) => {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) {
      handlers.onAudio(bytes);
      return;
    }
    try {
      handlers.onEvent(JSON.parse(bytes.toString('utf8')));
    } catch {
      // Not JSON: nothing a listener could use.
    }
  });
  socket.on('unexpected-response', (_request, response) => {
    finish(`the vendor refused the listen socket (HTTP ${response.statusCode})`);
    socket.terminate();
  });
  socket.on('error', (error) => {
    // ws puts the URL in some messages: say only what kind of failure it was.
    const code = (error as NodeJS.ErrnoException).code;
    finish(`the vendor's listen socket failed${code ? ` (${code})` : ''}`);
  });
  socket.on('close', (code) => finish(code === 1000 || code === 1005 ? null : `closed with code ${code}`));
  return {
    close() {
      closed = true;
      if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      else socket.close(1000);
    },
  };
}
