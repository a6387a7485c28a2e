import { Server } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

// After the listener stops, how long a connection accepted just before may take to show its request.
const SETTLE_MS = 250;
// The longest the close waits for busy connections to send their last answer.
const CLOSE_WAIT_MS = 10_000;

/**
 * Once the server closes, what still arrives on an open connection is a 503 in the envelope that closes its
 * connection, so the client opens its next one elsewhere rather than sending on one about to close (a reset).
 * Registered after every other onSend hook, so no later hook keeps the connection open.
 */
export function registerDraining(app: FastifyInstance): void {
  const lifecycle = app.services.lifecycle;
  app.addHook('onRequest', async () => {
    if (lifecycle.closing) {
      throw new HttpError(503, 'The server is shutting down; retry the request', undefined, {
        'retry-after': '1',
      });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.closing) reply.header('connection', 'close');
  });
}

/**
 * Starts draining: readiness answers 503, so the balancer sends nothing new, while the process still serves what
 * comes (the simulated voice provider posts its reports to it). Kept-alive connections stay open meanwhile: closing
 * them after each answer would send their clients to reconnect here in a loop until the listener stops, and a
 * connection waiting to be accepted when it stops is reset.
 */
export async function drainHttp(app: FastifyInstance, graceMs: number): Promise<void> {
  app.services.lifecycle.draining = true;
  await delay(graceMs);
}

/**
 * Closes HTTP without resetting a connection. The listener stops first on its own: Node's server.close() would at
 * the same moment close every connection idle *now*, a connection accepted a moment ago included, whose request
 * may already be on the wire (the client sees a reset). After a moment the connections still idle are closed,
 * busy ones close after their answer, and then the app closes.
 */
export async function closeHttp(app: FastifyInstance): Promise<void> {
  const lifecycle = app.services.lifecycle;
  lifecycle.draining = true;
  lifecycle.closing = true;
  if (app.server.listening) {
    const closed = new Promise((resolve) => app.server.once('close', resolve));
    Server.prototype.close.call(app.server);
    await delay(SETTLE_MS);
    app.server.closeIdleConnections();
    await Promise.race([closed, delay(CLOSE_WAIT_MS)]);
  }
  await app.close();
}
