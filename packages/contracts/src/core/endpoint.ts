import type { z } from 'zod';
import type { Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, described once and used by both sides: the server registers its route from it (path,
 * schemas, role, OpenAPI summary) and the api-client builds its typed function from it.
 * `response` is the schema of `data` inside the `{ success, message, data }` envelope.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  M extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Relative to /api/v1, Fastify style (`/voices/:id`). */
  path: string;
  summary: string;
  /** OpenAPI tag: the domain. */
  tag: string;
  /** `public` needs no token; otherwise the lowest role that may call it. */
  access: 'public' | Role;
  params?: P;
  query?: Q;
  body?: B;
  /** How the body travels; JSON unless said otherwise. */
  bodyEncoding?: 'json' | 'form' | 'multipart';
  /** A larger body than the server's usual limit (an import), in bytes. */
  maxBodyBytes?: number;
  response: R;
  /**
   * Fields the envelope carries beside `data` (a `z.object`), e.g. the recordings' `pagination`:
   * `{ success, message?, data, ...meta }`. The api-client then returns `{ data, ...meta }`.
   */
  meta?: M;
  /** Not registered at all in production mode. */
  devOnly?: boolean;
  /**
   * For writes: the tags (domains) whose reads this call changes besides its own, so clients refresh them
   * (e.g. an admin-phone change also changes the app-config list).
   */
  affects?: readonly string[];
  /**
   * The answer is the caller's own account, shown whole. Every other answer shows a viewer people's phone numbers
   * and e-mail addresses masked (masking.ts).
   */
  ownAccount?: true;
}

export const defineEndpoint = <
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
  M extends z.ZodType = z.ZodNever,
>(
  endpoint: Endpoint<P, Q, B, R, M>,
): Endpoint<P, Q, B, R, M> => endpoint;

type Given<S> = [S] extends [z.ZodNever] ? false : true;

/**
 * What a client passes to call an endpoint: `params` and `body` when it has them (`body` optional when its schema
 * accepts undefined), `query` always optional field by field (the schema fills in defaults).
 */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType, z.ZodType>
    ? (Given<P> extends true ? { params: z.input<P> } : { params?: never }) &
        (Given<Q> extends true ? { query?: Partial<z.input<Q>> } : { query?: never }) &
        (Given<B> extends true
          ? undefined extends z.input<B>
            ? { body?: z.input<B> }
            : { body: z.input<B> }
          : { body?: never })
    : never;

/** Whether an endpoint can be called without any input. */
export type InputOptional<E> = Record<string, never> extends EndpointInput<E> ? true : false;

/** What a client gets back: the envelope's `data`, or `{ data, ...meta }` for endpoints that declare meta. */
export type EndpointResult<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R, infer M>
    ? Given<M> extends true
      ? { data: z.output<R> } & z.output<M>
      : z.output<R>
    : never;

export type EndpointParams<E> =
  E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type EndpointQuery<E> =
  E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
export type EndpointMeta<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, infer M> ? z.output<M> : never;

/** Ends the summary of every endpoint whose path the spec does not show. */
export const CHOSEN_PATH_NOTE = '(path chosen here: the spec does not show it)';
