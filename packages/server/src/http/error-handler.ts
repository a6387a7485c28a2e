import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FieldError } from '@callops/contracts/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDatabaseError, DATABASE_RETRY_AFTER_SECONDS, loggableError } from '../db/database-errors';
import { HttpError, payloadTooLarge } from '../errors';

function fieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const where = error.validationContext;
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: path || where || 'request', message: issue.message ?? 'is invalid' };
  });
}

const send = (reply: FastifyReply, status: number, message: string, detail?: unknown) =>
  reply.status(status).send({ success: false, message, ...(detail ? { detail } : {}) });

const where = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

/** Every failure leaves as `{ success: false, message, detail? }` with the right status; none is a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, error.message, error.detail);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = fieldErrors(error);
      return send(
        reply,
        400,
        `Invalid request: ${detail.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
        detail,
      );
    }
    const database = classifyDatabaseError(error);
    if (database) {
      if (database.kind === 'unavailable') {
        request.log.warn(
          { service: 'http', err: loggableError(error) },
          `Database unavailable on ${where(request)}`,
        );
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return send(reply, 503, database.message);
      }
      const status = { conflict: 409, 'not-found': 404, 'bad-input': 400 }[database.kind];
      return send(reply, status, database.message);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { service: 'http', err: loggableError(error) },
        `Response did not match its contract: ${where(request)}`,
      );
      return send(reply, 500, 'Internal server error');
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return send(reply, 400, 'Malformed JSON body');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = payloadTooLarge(request.routeOptions.bodyLimit ?? 0);
      return send(reply, limit.statusCode, limit.message);
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(
        { service: 'http', err: loggableError(error) },
        `Unhandled error on ${where(request)}`,
      );
      return send(reply, status, 'Internal server error');
    }
    if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('retry-after', '60');
    return send(reply, status, error.message);
  });
}

/**
 * Errors Fastify raises before a route runs (a path that is not valid percent-encoding, an unsupported content
 * type): in the same envelope as every other failure.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const known: Record<string, string> = {
    FST_ERR_BAD_URL: 'Malformed URL: the path is not valid percent-encoding',
    FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
  };
  const message = known[error.code] ?? error.message;
  void send(reply, status, message);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed request line): the
 * envelope all the same, and no body for a HEAD, whose client would read one as the start of the next answer.
 */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Malformed request'];
  const body = JSON.stringify({ success: false, message });
  const head =
    Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      head ? '' : body,
    ].join('\r\n'),
  );
}
