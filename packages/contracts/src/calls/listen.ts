// Listening in to a live call (issue 40): the browser asks for a short-lived ticket (an authenticated POST), then
// opens our own WebSocket with it; the server relays the vendor's audio (binary frames, 16-bit PCM) and transcript
// events. The vendor's listen URL and key never leave the server.
import { z } from 'zod';
import { isoDateTime } from '../core/envelope';

/** The WebSocket a listener opens with its ticket (beside /api/v1, as /ws/logs is). */
export const listenSocketPath = (callId: number) => `/ws/calls/${callId}/listen`;
/** The same path as the server registers it. */
export const LISTEN_SOCKET_ROUTE = '/ws/calls/:id/listen';
/** How long a listen ticket opens the socket: a reconnect asks for a new one. */
export const LISTEN_TICKET_SECONDS = 30;

/** POST /calls/:id/listen-ticket. */
export const listenTicketSchema = z.object({
  ticket: z.string(),
  /** The socket's path and query (relative: the browser opens it on the origin it uses). */
  path: z.string(),
  expires_at: isoDateTime,
});
export type ListenTicket = z.infer<typeof listenTicketSchema>;

/** The one audio encoding relayed: signed 16-bit little-endian PCM, channels interleaved. */
export const LISTEN_ENCODING = 'pcm_s16le';

/** The first message on the socket (and again whenever the format detected from the audio differs). */
export interface ListenFormatMessage {
  type: 'format';
  encoding: typeof LISTEN_ENCODING;
  sampleRate: number;
  channels: number;
}
/** A transcript line as the vendor sent it (partial lines are replaced by their final form). */
export interface ListenTranscriptMessage {
  type: 'transcript';
  speaker: 'assistant' | 'lead';
  text: string;
  final: boolean;
}
/** The call ended: the socket closes after it with LISTEN_CLOSE.ended. */
export interface ListenEndedMessage {
  type: 'ended';
  reason: string;
}
export type ListenMessage = ListenFormatMessage | ListenTranscriptMessage | ListenEndedMessage;

/**
 * The close codes of the listen socket. `lost` (the vendor's socket dropped while the call goes on) and the
 * standard ones are worth a reconnect; the others are final.
 */
export const LISTEN_CLOSE = {
  unauthorized: 4401,
  forbidden: 4403,
  notFound: 4404,
  ended: 4409,
  lost: 4502,
} as const;

/** Whether a listener whose socket closed with `code` should connect again (with a new ticket). */
export const listenCloseIsFinal = (code: number) =>
  code === LISTEN_CLOSE.unauthorized ||
  code === LISTEN_CLOSE.forbidden ||
  code === LISTEN_CLOSE.notFound ||
  code === LISTEN_CLOSE.ended;
