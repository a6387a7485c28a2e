import type { z } from 'zod';
import { endpointEntries } from './endpoints';

/** Every string schema reachable from a request schema, with where it sits. */
function stringsOf(schema: z.ZodType, path: string, out: { path: string; schema: z.ZodString }[]): void {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'string':
      out.push({ path, schema: schema as z.ZodString });
      return;
    case 'object':
      for (const [key, child] of Object.entries((schema as z.ZodObject).shape))
        stringsOf(child as z.ZodType, `${path}.${key}`, out);
      return;
    case 'array':
      stringsOf(def.element as z.ZodType, `${path}[]`, out);
      return;
    case 'union':
      for (const option of def.options as z.ZodType[]) stringsOf(option, path, out);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      stringsOf(def.innerType as z.ZodType, path, out);
      return;
    case 'pipe':
      stringsOf(def.in as z.ZodType, path, out);
      return;
    default:
      return;
  }
}

describe('request limits', () => {
  it('gives every string a client can send a maximum length', () => {
    const unbounded: string[] = [];
    for (const [name, endpoint] of endpointEntries) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        const found: { path: string; schema: z.ZodString }[] = [];
        stringsOf(schema, `${name} ${part}`, found);
        for (const { path, schema: s } of found) if (s.maxLength === null) unbounded.push(path);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
