// Every request's time, the requests under way and the size of each answer, by route template (never the raw path,
// whose ids would make a series per record), plus one access-log line per request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_LOG_SERVICE } from '../logging/logger';
import { httpRequestDuration, httpRequestsInFlight, httpResponseSize, statusClass } from '../metrics/series';

/** The route a request matched, as registered; a request no route matched counts as one label. */
export const routeTemplateOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

const counted = new WeakSet<FastifyRequest>();

/** Out of flight once, whether it was answered or abandoned. */
function finish(request: FastifyRequest): void {
  if (!counted.delete(request)) return;
  httpRequestsInFlight.dec();
}

function observe(request: FastifyRequest, reply: FastifyReply): void {
  const route = routeTemplateOf(request);
  const status = reply.statusCode;
  const seconds = reply.elapsedTime / 1000;
  httpRequestDuration.observe({ route, method: request.method, status_class: statusClass(status) }, seconds);
  const length = Number(reply.getHeader('content-length'));
  if (Number.isFinite(length) && length >= 0) httpResponseSize.observe({ route }, length);
  // Method, template, status, time and who: no query values, no bodies, no headers. reqId comes from request.log.
  request.log.info(
    {
      service: ACCESS_LOG_SERVICE,
      method: request.method,
      route,
      status,
      duration_ms: Math.round(reply.elapsedTime * 10) / 10,
      actor_id: request.actor?.id ?? null,
    },
    `${request.method} ${route} ${status}`,
  );
}

export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    counted.add(request);
    httpRequestsInFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    finish(request);
    observe(request, reply);
  });
  // A client that went away before its answer: no longer in flight.
  app.addHook('onRequestAbort', async (request) => {
    finish(request);
  });
}
