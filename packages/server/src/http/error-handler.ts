import type { FieldError } from '@callops/contracts/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

function fieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const where = error.validationContext;
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: path || where || 'request', message: issue.message ?? 'is invalid' };
  });
}

/** Every failure leaves as `{ success: false, message, detail? }` with the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...(error.detail ? { detail: error.detail } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = fieldErrors(error);
      const message = `Invalid request: ${detail.map((d) => `${d.field}: ${d.message}`).join('; ')}`;
      return reply.status(400).send({ success: false, message, detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, service: 'http' },
        `Response did not match its contract: ${request.method} ${request.url}`,
      );
      return reply.status(500).send({ success: false, message: 'Internal server error' });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return reply
        .status(400)
        .send({ success: false, message: 'Malformed JSON body', detail: error.message });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(
        { err: error, service: 'http' },
        `Unhandled error on ${request.method} ${request.routeOptions.url ?? request.url}`,
      );
      return reply.status(status).send({ success: false, message: 'Internal server error' });
    }
    if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('retry-after', '60');
    return reply.status(status).send({ success: false, message: error.message });
  });
}
