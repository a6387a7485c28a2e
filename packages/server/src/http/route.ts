import {
  type Endpoint,
  type EndpointMeta,
  type EndpointResponse,
  endpointSuccessSchema,
  errorEnvelopeSchema,
} from '@callops/contracts/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { type AuthUser, authenticate, bearerToken, requireRole } from './auth-guard';
import { type EnvelopeExtras, toEnvelope } from './envelope';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<E extends Endpoint> {
  params: Out<NonNullable<E['params']>>;
  query: Out<NonNullable<E['query']>>;
  body: Out<NonNullable<E['body']>>;
  /** Set on every route but public ones. */
  user: AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the envelope's data, or `withMessage` / `withMeta` for a message or envelope fields beside it. */
export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => Promise<
  EndpointResponse<E> | EnvelopeExtras<EndpointResponse<E>, EndpointMeta<E> & Record<string, unknown>>
>;

const errorResponses = Object.fromEntries(
  [400, 401, 403, 404, 409, 429, 500].map((code) => [code, errorEnvelopeSchema]),
);

/**
 * Registers one endpoint of `@callops/contracts` as a Fastify route: the contract's schemas validate the request and
 * the response envelope and describe it in OpenAPI; the guard checks the token and the contract's role.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E>,
) {
  if (endpoint.devOnly && ctx.config.mode === 'production') return;
  const isPublic = endpoint.access === 'public';
  const validatesBody = endpoint.body && endpoint.bodyEncoding !== 'multipart';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(validatesBody ? { body: endpoint.body } : {}),
      ...(endpoint.bodyEncoding === 'form' || endpoint.bodyEncoding === 'multipart'
        ? {
            consumes: [
              endpoint.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'multipart/form-data',
              'application/json',
            ],
          }
        : {}),
      description: [
        isPublic ? 'No token needed.' : `Needs a bearer token with the ${endpoint.access} role or higher.`,
        endpoint.devOnly ? 'Development mode only: not registered in production.' : '',
      ]
        .filter(Boolean)
        .join(' '),
      response: { 200: endpointSuccessSchema(endpoint), ...errorResponses },
    },
    preHandler: isPublic
      ? undefined
      : async (request) => {
          const user = await authenticate(bearerToken(request), ctx.db, ctx.tokens);
          requireRole(user, endpoint.access as Exclude<E['access'], 'public'>);
          request.user = user;
        },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as HandlerInput<E>['params'],
        query: request.query as HandlerInput<E>['query'],
        body: request.body as HandlerInput<E>['body'],
        user: request.user as AuthUser,
        request,
        reply,
      });
      return toEnvelope(
        result as EndpointResponse<E> | EnvelopeExtras<EndpointResponse<E>, Record<string, unknown>>,
      );
    },
  });
}
