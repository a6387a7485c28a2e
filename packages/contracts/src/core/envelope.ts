import { z } from 'zod';
import { idField } from './fields';

/** Every successful /api/v1 answer: `{ success: true, message?, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });

export type SuccessEnvelope<T> = { success: true; message?: string; data: T };

/**
 * Every failure: `{ success: false, message, detail?, request_id }`; validation failures list the failing fields, and
 * `request_id` is the request's X-Request-Id, the id on its access-log line.
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  detail: z.union([z.string(), z.array(fieldErrorSchema), z.record(z.string(), z.unknown())]).optional(),
  request_id: z.string().describe("The request's X-Request-Id, as on its access-log line"),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A message-only success, e.g. after a delete. */
export const messageOnlySchema = z.object({ message: z.string() });

export const idParamSchema = z.object({ id: idField() });
export type IdParam = z.infer<typeof idParamSchema>;

/** Timestamps cross the wire as ISO-8601 strings. */
export const isoDateTime = z.string().describe('ISO-8601 date-time');

/**
 * The whole success body of an endpoint, for response validation and OpenAPI: the envelope around `response`,
 * with the endpoint's `meta` fields (e.g. `pagination`) beside `data`.
 */
export function endpointSuccessSchema(endpoint: { response: z.ZodType; meta?: z.ZodType }): z.ZodObject {
  const envelope = successEnvelope(endpoint.response);
  return endpoint.meta instanceof z.ZodObject ? envelope.extend(endpoint.meta.shape) : envelope;
}

/** What a delete answers. */
export const deletedSchema = z.object({ deleted: z.boolean(), id: z.union([z.number(), z.string()]) });
export type Deleted = z.infer<typeof deletedSchema>;
