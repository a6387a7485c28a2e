import type { FieldError } from '@callops/contracts/core';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

const NUL = '\u0000';

/**
 * Where in a parsed input a string holds a NUL character (PostgreSQL text cannot store one). Walked with a stack,
 * not recursion: request data decides how deep it goes.
 */
function nulFields(root: unknown, rootPath: string, found: string[]): void {
  const pending: [unknown, string][] = [[root, rootPath]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.push(path);
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) pending.push([item, `${path}.${i}`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) found.push(path);
        pending.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
}

/** Refuses a NUL character anywhere in the path, query or body, before the contract's schemas run. */
export function refuseNulCharacters(request: FastifyRequest): void {
  const found: string[] = [];
  nulFields(request.params, '', found);
  nulFields(request.query, '', found);
  nulFields(request.body, '', found);
  if (found.length === 0) return;
  const detail: FieldError[] = found.map((field) => ({
    field: field || 'request',
    message: 'must not contain NUL characters',
  }));
  throw badRequest(
    `Invalid request: ${detail.map((d) => d.field).join(', ')} must not contain NUL characters`,
    detail,
  );
}

/**
 * Reads a multipart body into `{ field: text }` (a file part becomes its text) so the endpoint's body schema checks
 * it like any other body. A malformed form (no boundary, an unterminated or mismatched part) is a 400.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<Record<string, string>> {
  const body: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      const text = part.type === 'file' ? (await part.toBuffer()).toString('utf8') : String(part.value ?? '');
      if (!(part.fieldname in body)) body[part.fieldname] = text;
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`Malformed multipart body: ${reason}`);
  }
  return body;
}
