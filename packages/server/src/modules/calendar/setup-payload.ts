import type { FastifyRequest } from 'fastify';

const asText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  // A JSON client may send the credentials as an object rather than as text.
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return undefined;
};

/**
 * The text of the first non-empty field among `fields`, from a multipart form (file or text field) or a JSON
 * body; undefined when none is there. Other multipart parts are drained unread.
 */
export async function readSetupText(
  request: FastifyRequest,
  fields: readonly string[],
): Promise<string | undefined> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return fields
      .map((field) => asText(body[field]))
      .find((text) => text !== undefined && text.trim() !== '');
  }
  let found: string | undefined;
  for await (const part of request.parts()) {
    const wanted = fields.includes(part.fieldname) && found === undefined;
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (wanted) found = buffer.toString('utf8');
    } else if (wanted) {
      found = asText(part.value);
    }
    if (found !== undefined && found.trim() === '') found = undefined;
  }
  return found;
}
