import { EventEmitter } from 'node:events';
import { API_PREFIX, roleAtLeast } from '@callops/contracts/core';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors';
import { bearerToken } from '../../http/bearer-token';
import { CHANGES_CHANNEL } from '../../jobs/job-events';

const HEARTBEAT_MS = 25_000;
/** Changes are coalesced for this long: a busy campaign sends a few pushes a second, not hundreds. */
const COALESCE_MS = 250;

/**
 * GET /api/v1/jobs/stream: server-sent events that say when jobs or their events changed, in any server process
 * (PostgreSQL/PGlite NOTIFY). A browser reads it with fetch and its bearer token and refreshes what it shows; when
 * the stream is down it falls back to polling.
 */
export function registerLiveStream(app: FastifyInstance): void {
  const services = app.services;
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  let unlisten: Promise<() => Promise<void>> | undefined;
  const listenOnce = () => {
    unlisten ??= services.database.listen(CHANGES_CHANNEL, (payload) => changes.emit('change', payload));
    return unlisten;
  };
  app.addHook('onClose', async () => {
    if (unlisten) await (await unlisten)();
  });

  app.route({
    method: 'GET',
    url: `${API_PREFIX}/jobs/stream`,
    schema: {
      summary:
        'Live changes of jobs and job events as server-sent events (`data: {"kind":"job"|"event","jobId":…}`); needs a bearer token',
      tags: ['jobs'],
      security: [{ bearerAuth: [] }],
      produces: ['text/event-stream'],
    },
    onRequest: async (request) => {
      const actor = await services.authenticate(bearerToken(request));
      if (!roleAtLeast(actor.role, 'viewer')) throw forbidden();
    },
    handler: async (request, reply) => {
      await listenOnce();
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      out.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
      const pending = new Map<string, string>();
      let flush: NodeJS.Timeout | undefined;
      const onChange = (payload: string) => {
        pending.set(payload, payload);
        flush ??= setTimeout(() => {
          flush = undefined;
          for (const data of pending.values()) out.write(`data: ${data}\n\n`);
          pending.clear();
        }, COALESCE_MS);
      };
      changes.on('change', onChange);
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        changes.off('change', onChange);
        clearInterval(heartbeat);
        if (flush) clearTimeout(flush);
      });
    },
  });
}
