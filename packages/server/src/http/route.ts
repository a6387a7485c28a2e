import { Readable } from 'node:stream';
import {
  type Endpoint,
  type EndpointMeta,
  type EndpointResponse,
  endpointSuccessSchema,
  errorEnvelopeSchema,
  maskContacts,
  roleAtLeast,
} from '@callops/contracts/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Actor, ANONYMOUS_ACTOR } from '../context/actor';
import { CommitTasks, createServiceContext, type ServiceContext } from '../context/service-context';
import type { Db } from '../db/client';
import { forbidden } from '../errors';
import type { AnnouncedTable } from '../live/shared-answers';
import { inSpan } from '../tracing/trace-context';
import { bearerToken } from './bearer-token';
import { compileAnswer } from './compiled-answer';
import { type EnvelopeExtras, toEnvelope } from './envelope';
import { readMultipartBody, refuseNulCharacters } from './input-guards';
import { readBoundedBody } from './refused-bodies';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The validated input of a request, as the endpoint's schemas parse it. */
export interface RouteInput<E extends Endpoint> {
  params: Out<NonNullable<E['params']>>;
  query: Out<NonNullable<E['query']>>;
  body: Out<NonNullable<E['body']>>;
}

/** A service context plus the HTTP exchange, for the few handlers that need it (the sign-in's address). */
export interface RouteContext extends ServiceContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the envelope's data, or `withMessage` / `withMeta` for a message or envelope fields beside it. */
export type RouteHandler<E extends Endpoint> = (
  ctx: RouteContext,
  input: RouteInput<E>,
) => Promise<
  EndpointResponse<E> | EnvelopeExtras<EndpointResponse<E>, EndpointMeta<E> & Record<string, unknown>>
>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the route's authentication before anything else runs. */
    actor: Actor | null;
  }
}

/**
 * Fastify hands a missing body to the validator as null, so a body the contract makes optional ("body optional"
 * in spec §7) also takes null, and the handler sees undefined.
 */
function bodySchemaOf(body: z.ZodType): z.ZodType {
  return body.safeParse(undefined).success ? body.nullable().transform((value) => value ?? undefined) : body;
}

const errorResponses = Object.fromEntries(
  [400, 401, 403, 404, 409, 429, 500, 502, 503].map((code) => [code, errorEnvelopeSchema]),
);

/**
 * Registers one endpoint of `@callops/contracts` as a Fastify route. The contract drives everything: its schemas
 * validate the request and the answer and describe both in OpenAPI; its role is checked on the token before the
 * body is even read; `devOnly` endpoints do not exist in production. The handler gets one context: the actor,
 * `now` from the app's clock, a logger for the endpoint's domain, `audit()`, and the database handle — for every
 * write a transaction route() opens and commits, so a request does all of its writes or none.
 */
export interface RouteOptions {
  /**
   * `false` for a write that must not hold a transaction open: one that writes nothing (sign-in checks a password,
   * which takes a while), one that waits on a vendor and groups its own writes, or one whose usual write is a single
   * statement (the VAPI webhook's status updates and transcript lines).
   */
  transaction?: false;
  /**
   * For signed webhooks (public endpoints): checks the signature over the exact bytes received, before the body
   * is parsed; throws an HttpError (401) to refuse.
   */
  verify?: (request: FastifyRequest, rawBody: Buffer) => Promise<void>;
  /**
   * For a read whose answer is the same for everyone its role admits and depends only on `tables` (and, for up to
   * `maxAgeMs`, on the clock): the serialized answer is shared between requests until one of those tables changes
   * (shared-answers.ts).
   */
  shared?: { tables: readonly AnnouncedTable[]; maxAgeMs: number };
  /**
   * For a hot list: its success answer is written by a serializer compiled from the contract (compiled-answer.ts)
   * instead of being checked and written by zod; errors are written as on every route.
   */
  compiledAnswer?: true;
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const services = app.services;
  if (endpoint.devOnly && services.config.mode === 'production') return;
  const access = endpoint.access;
  const isPublic = access === 'public';
  const multipart = endpoint.bodyEncoding === 'multipart';
  const log = services.logger.child({ service: endpoint.tag });
  const successSchema = endpointSuccessSchema(endpoint);
  const compiled = options.compiledAnswer ? compileAnswer(successSchema) : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: bodySchemaOf(endpoint.body) } : {}),
      ...(endpoint.bodyEncoding === 'form' || multipart
        ? {
            consumes: [
              multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
              'application/json',
            ],
          }
        : {}),
      description: [
        isPublic ? 'No token needed.' : `Needs a bearer token with the ${access} role or higher.`,
        endpoint.devOnly ? 'Development mode only: not registered in production.' : '',
      ]
        .filter(Boolean)
        .join(' '),
      response: { 200: successSchema, ...errorResponses },
    },
    ...(compiled
      ? {
          serializerCompiler: (route: { httpStatus?: string }) =>
            route.httpStatus === '200'
              ? compiled
              : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]),
        }
      : {}),
    // Authentication and the role come first, before the body is parsed or validated: without a valid token
    // every protected route answers 401 whatever was sent.
    onRequest: isPublic
      ? undefined
      : async (request) => {
          const actor = await services.authenticate(bearerToken(request));
          if (!roleAtLeast(actor.role, access)) {
            throw forbidden(`This needs the ${access} role; you are signed in as ${actor.role}`);
          }
          request.actor = actor;
        },
    preParsing: options.verify
      ? async (request, _reply, payload) => {
          // Read whole to be verified, so bounded while read: a declared length past the route's limit is refused
          // before a byte is read, a streamed one as soon as it passes it, and no signature work is done for either.
          const rawBody = await readBoundedBody(
            payload,
            Number(request.headers['content-length'] ?? 0),
            request.routeOptions.bodyLimit ?? 0,
          );
          await options.verify?.(request, rawBody);
          return Readable.from([rawBody]);
        }
      : undefined,
    preValidation: async (request) => {
      if (multipart && request.isMultipart()) request.body = await readMultipartBody(request);
      refuseNulCharacters(request);
    },
    // One span per request, the child of the caller's traceparent (tracing/trace-context.ts; a no-op untraced).
    handler: (request, reply) =>
      inSpan(
        `${endpoint.method} ${endpoint.path}`,
        async () => {
          const input = {
            params: request.params,
            query: request.query,
            body: request.body,
          } as RouteInput<E>;
          const commitTasks = new CommitTasks();
          const run = (db: Db) =>
            handler(
              {
                ...createServiceContext(services, {
                  actor: request.actor ?? ANONYMOUS_ACTOR,
                  db,
                  log: log.child({ reqId: request.id }),
                  commitTasks,
                }),
                request,
                reply,
              },
              input,
            );
          const db = services.database.db;
          // A viewer sees people's phone numbers and e-mail addresses masked, in every answer but their own account.
          const masked = request.actor?.role === 'viewer' && !endpoint.ownAccount;
          const answer = (result: Awaited<ReturnType<RouteHandler<E>>>) => {
            const envelope = toEnvelope(
              result as EndpointResponse<E> | EnvelopeExtras<EndpointResponse<E>, Record<string, unknown>>,
            );
            return masked ? maskContacts(envelope) : envelope;
          };
          if (endpoint.method === 'GET') {
            const read = async () => {
              const result = await run(db);
              commitTasks.run();
              return answer(result);
            };
            const { shared } = options;
            if (!shared) return read();
            const key = `${masked ? 'masked ' : ''}${endpoint.path} ${JSON.stringify([input.params, input.query])}`;
            const body = await services.sharedAnswers.answer(key, shared.tables, shared.maxAgeMs, async () =>
              reply.serialize(await read()),
            );
            // A string with a JSON content type goes out as it is: it was checked against the contract when made.
            reply.type('application/json; charset=utf-8');
            return body;
          }
          try {
            const result = options.transaction === false ? await run(db) : await db.transaction(run);
            commitTasks.run();
            return answer(result);
          } finally {
            // Whatever this write committed, no answer kept from before it is handed out after its response.
            services.sharedAnswers.forgetAll();
          }
        },
        request.headers,
      ),
  });
}
