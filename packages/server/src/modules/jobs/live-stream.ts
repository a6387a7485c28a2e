import { API_PREFIX, roleAtLeast } from '@callops/contracts/core';
import { JOB_CHANGES_STREAM } from '@callops/contracts/jobs';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors';
import { bearerToken } from '../../http/bearer-token';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/v1/jobs/stream: server-sent events that say when jobs or their events changed, in any server process
 * (PostgreSQL/PGlite NOTIFY). A browser reads it with fetch and its bearer token and refreshes what it shows; when
 * the stream is down it falls back to polling.
 */
export function registerLiveStream(app: FastifyInstance): void {
  const services = app.services;
  // Open streams never end by themselves: a stopping server ends them, or its close would wait for them forever
  // (the browser reconnects to another process).
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  /** Throws the 401 or 403 a stream opened with `token` gets. */
  const checkAccess = async (token: string | undefined) => {
    const actor = await services.authenticate(token);
    if (!roleAtLeast(actor.role, JOB_CHANGES_STREAM.access)) throw forbidden();
  };

  app.route({
    method: 'GET',
    url: `${API_PREFIX}${JOB_CHANGES_STREAM.path}`,
    schema: {
      summary:
        'Live changes of jobs and job events as server-sent events (`data: {"kind":"job"|"event","jobId":…}`)',
      description: `Needs a bearer token with the ${JOB_CHANGES_STREAM.access} role or higher.`,
      tags: ['jobs'],
      security: [{ bearerAuth: [] }],
      produces: ['text/event-stream'],
    },
    onRequest: (request) => checkAccess(bearerToken(request)),
    handler: async (request, reply) => {
      const out = reply.raw;
      const token = bearerToken(request);
      // The token is checked again (from the user-access cache) before each write: a user disabled, demoted or
      // signed out everywhere while the stream is open loses it at the next change or heartbeat.
      const stillAllowed = () =>
        checkAccess(token).then(
          () => true,
          () => false,
        );
      const send = (text: string) =>
        void stillAllowed().then((allowed) => {
          if (out.writableEnded) return;
          if (allowed) out.write(text);
          else out.end();
        });
      // The feed already sends each job's changes at most a few times a second.
      const unsubscribe = await services.changes.subscribe((change) =>
        send(`data: ${JSON.stringify(change)}\n\n`),
      );
      reply.hijack();
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      out.write(`retry: 3000\n\nevent: ${JOB_CHANGES_STREAM.readyEvent}\ndata: {}\n\n`);
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => out.end();
      open.add(end);
      request.raw.on('close', () => {
        open.delete(end);
        unsubscribe();
        clearInterval(heartbeat);
      });
    },
  });
}
