import type { Endpoint, EndpointBody } from '@callops/contracts/core';
import type { z } from 'zod';

/** What a caller may pass as query: the parsed shape of the query schema, every field optional. */
export type QueryArgs<E> = E extends Endpoint<z.ZodType, infer Q> ? Partial<z.output<Q>> : never;

/** What a caller passes as body: the schema's input (defaulted fields may be left out). */
export type BodyArgs<E> = EndpointBody<E>;
