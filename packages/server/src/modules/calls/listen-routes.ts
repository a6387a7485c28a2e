import { endpoints } from '@callops/contracts';
import { LISTEN_SOCKET_ROUTE } from '@callops/contracts/calls';
import { type Role, roleAtLeast } from '@callops/contracts/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { conflict, forbidden, notFound, unauthorized } from '../../errors';
import { errorEnvelope } from '../../http/envelope';
import { route } from '../../http/route';
import {
  SIMULATED_LISTEN_ROUTE,
  simulatedListenCall,
  streamSimulatedCall,
  verifySimulatedListen,
} from '../../providers/vapi/simulated-listen';
import { createListenHub } from './listen-hub';
import {
  CALL_ENDED_MESSAGE,
  CALL_UNKNOWN_MESSAGE,
  issueListenTicket,
  listenableCall,
  verifyListenTicket,
} from './listen-ticket';

/** POST /calls/:id/listen-ticket (under /api/v1). */
export function registerListenTicketRoute(app: FastifyInstance): void {
  route(app, endpoints.calls.listenTicket, (ctx, { params }) => issueListenTicket(ctx, params.id));
}

const upgradeOnly = {
  method: 'GET' as const,
  handler: async (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(426).header('upgrade', 'websocket').send(errorEnvelope(request, 'Connect with a WebSocket')),
};

/**
 * The listen socket (/ws/calls/:id/listen?ticket=…) and the simulated provider's own listen socket. Everything about
 * the listener is checked before the upgrade, so a refused one gets a plain HTTP answer (401, 403, 404, 409) and
 * never a socket.
 */
export function registerListenSockets(app: FastifyInstance): void {
  const services = app.services;
  const hub = createListenHub(services);
  app.addHook('preClose', async () => hub.close());
  const listenUrls = new WeakMap<FastifyRequest, string | null>();

  app.route({
    ...upgradeOnly,
    url: LISTEN_SOCKET_ROUTE,
    schema: {
      summary:
        "Listen to a call in progress: a WebSocket opened with a ticket from POST /api/v1/calls/{id}/listen-ticket. A JSON format message first, then the call's audio as binary 16-bit PCM frames and JSON transcript lines; plain HTTP answers 426",
      tags: ['calls'],
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      querystring: z.object({ ticket: z.string().max(200).optional() }),
    },
    preHandler: async (request) => {
      const { id } = request.params as { id: number };
      const { ticket } = request.query as { ticket?: string };
      const now = services.clock.now();
      const claims = ticket ? verifyListenTicket(services.config.secretKey, ticket, now) : null;
      if (!claims || claims.callId !== id)
        throw unauthorized('Not authenticated: ask for a listen ticket first');
      // The user as they are now: disabled, signed out everywhere or demoted since the ticket, they are refused.
      const user = await services.userAccess.read(claims.userId);
      if (!user || user.disabled || user.tokenVersion !== claims.tokenVersion)
        throw unauthorized('This listen ticket is no longer valid');
      if (!roleAtLeast(user.role, endpoints.calls.listenTicket.access as Role)) throw forbidden();
      const call = await listenableCall(createServiceContext(services, { actor: SYSTEM_ACTOR, now }), id);
      if (call.state === 'unknown') throw notFound(CALL_UNKNOWN_MESSAGE);
      if (call.state === 'ended') throw conflict(CALL_ENDED_MESSAGE);
      listenUrls.set(request, call.listenUrl);
    },
    wsHandler: (socket, request) => {
      const { id } = request.params as { id: number };
      // Listeners send nothing: anything they send is ignored.
      hub.join(id, listenUrls.get(request) ?? null, socket);
    },
  });

  app.route({
    ...upgradeOnly,
    url: SIMULATED_LISTEN_ROUTE,
    schema: {
      summary:
        "The simulated voice provider's listen socket of a simulated call (its monitor.listenUrl, for the server's own use): synthetic speech as 16-bit PCM and VAPI-shaped transcript events",
      tags: ['calls'],
      params: z.object({ sid: z.string().regex(/^sim-[0-9a-f-]{36}$/) }),
      querystring: z.object({
        signature: z
          .string()
          .max(128)
          .regex(/^[0-9a-f]*$/),
      }),
    },
    preHandler: async (request) => {
      const { sid } = request.params as { sid: string };
      const { signature } = request.query as { signature: string };
      if (!verifySimulatedListen(services.config.secretKey, sid, signature))
        throw unauthorized('This listen link is not valid');
    },
    wsHandler: async (socket, request) => {
      const { sid } = request.params as { sid: string };
      const call = await simulatedListenCall(createServiceContext(services, { actor: SYSTEM_ACTOR }), sid);
      // The server's own relay went away while the call was read: nothing to play to.
      if (socket.readyState !== socket.OPEN) return;
      if (!call) {
        // As VAPI does when a call ends.
        socket.close(1000, 'call ended');
        return;
      }
      const stop = streamSimulatedCall(socket, call, services.config.simulationSpeed);
      socket.on('close', stop);
    },
  });
}
