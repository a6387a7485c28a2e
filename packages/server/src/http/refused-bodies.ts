import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { payloadTooLarge } from '../errors';

// How long a client may go on sending a body we already refused. Closing at once, with its bytes still unread,
// makes the kernel reset the connection, and the client may lose the answer it was sent (it sees EPIPE or
// ECONNRESET instead of the 413); nginx's lingering close waits for the same reason.
export const REFUSED_BODY_LINGER_MS = 10_000;

/**
 * Reads a body whole but never past `limit`: a declared length past it is refused before a byte is read, a streamed
 * one as soon as it passes it. A refused stream is left flowing with no reader, so the rest of the body is read and
 * dropped rather than the connection torn down under the client.
 */
export function readBoundedBody(payload: Readable, declaredLength: number, limit: number): Promise<Buffer> {
  if (declaredLength > limit) return Promise.reject(payloadTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        reject(payloadTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}

/**
 * A 413 is sent once the refused body has been read to its end and dropped (by Fastify's reader or by Node's), so
 * the client, still sending, is not reset before it reads the answer, and the connection stays usable. A client
 * still sending REFUSED_BODY_LINGER_MS later gets the answer at once and the connection is closed.
 */
export function registerRefusedBodyEndings(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    if (reply.statusCode !== 413 || raw.complete) return;
    if (!raw.readableFlowing) raw.resume();
    const ended = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), REFUSED_BODY_LINGER_MS);
      const done = () => {
        clearTimeout(timer);
        resolve(raw.complete);
      };
      raw.once('end', done);
      raw.socket.once('close', done);
    });
    if (ended) reply.removeHeader('connection');
    else reply.header('connection', 'close');
  });
}
