import type { PGlite, Results } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

/**
 * One parameterised statement in a single call into PGlite: Parse, Bind, Describe, Execute and Sync travel as one
 * buffer. PGlite's own query() makes six calls (it first asks for the parameters' types to pick serializers), each
 * crossing into the WebAssembly backend and building a protocol parser; for the short statements of the job engine
 * that doubled their cost. Parameters are written as node-postgres writes them (text, by the JavaScript type), so
 * one statement means the same on both drivers; the server infers their types, as PostgreSQL does for pg.
 */

export type Parsers = Record<number, (value: string, typeId: number) => unknown>;
type RowMode = 'array' | 'object' | undefined;

const encoder = new TextEncoder();

/** A frontend message: its tag, then its length (itself included) and its body. */
function message(tag: string, parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 4);
  const out = new Uint8Array(1 + length);
  const view = new DataView(out.buffer);
  out[0] = tag.charCodeAt(0);
  view.setInt32(1, length);
  let at = 5;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const int16 = (value: number) => {
  const out = new Uint8Array(2);
  new DataView(out.buffer).setInt16(0, value);
  return out;
};
const int32 = (value: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, value);
  return out;
};
const cstring = (text: string) => encoder.encode(`${text}\0`);
const EMPTY_NAME = cstring('');

/** A parameter as text, or null; node-postgres' rules (arrays as literals, objects as JSON, dates with offset). */
function parameterText(value: unknown): string | null {
  const prepared = pgUtils.prepareValue(value) as unknown;
  if (prepared === null || prepared === undefined) return null;
  // node-postgres sends buffers in binary; in text they are bytea's hex form.
  if (prepared instanceof Uint8Array) return `\\x${Buffer.from(prepared).toString('hex')}`;
  return String(prepared);
}

const SYNC = message('S', []);
const DESCRIBE_PORTAL = message('D', [encoder.encode('P'), EMPTY_NAME]);
const EXECUTE_ALL = message('E', [EMPTY_NAME, int32(0)]);

/** The five messages of one unnamed statement, as one buffer. */
export function statementMessages(text: string, values: readonly unknown[]): Uint8Array {
  const parse = message('P', [EMPTY_NAME, cstring(text), int16(0)]);
  const params: Uint8Array[] = [EMPTY_NAME, EMPTY_NAME, int16(0), int16(values.length)];
  for (const value of values) {
    const textValue = parameterText(value);
    if (textValue === null) {
      params.push(int32(-1));
      continue;
    }
    const bytes = encoder.encode(textValue);
    params.push(int32(bytes.length), bytes);
  }
  params.push(int16(0));
  const bind = message('B', params);
  const all = [parse, bind, DESCRIBE_PORTAL, EXECUTE_ALL, SYNC];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Commands whose completion tag ends with the number of rows they changed. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

interface BackendMessage {
  name: string;
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
  text?: string;
}

/** The backend's answer as PGlite's query() shapes it: rows by name or as arrays, fields, affected rows. */
export function resultOf(messages: BackendMessage[], parsers: Parsers, rowMode: RowMode): Results {
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: Results['rows'] = [];
  let affectedRows = 0;
  const parse = (value: string | null, index: number) => {
    if (value === null) return null;
    const typeId = fields[index]?.dataTypeID ?? 0;
    const parser = parsers[typeId];
    return parser ? parser(value, typeId) : value;
  };
  for (const msg of messages) {
    const words = msg.text?.split(' ') ?? [];
    if (msg.name === 'rowDescription') {
      fields = (msg.fields as { name: string; dataTypeID: number }[]).map(({ name, dataTypeID }) => ({
        name,
        dataTypeID,
      }));
    } else if (msg.name === 'dataRow') {
      const values = msg.fields as (string | null)[];
      rows.push(
        rowMode === 'array'
          ? values.map(parse)
          : Object.fromEntries(values.map((value, index) => [fields[index]?.name, parse(value, index)])),
      );
    } else if (msg.name === 'commandComplete') {
      if (COUNTED.has(words[0] ?? '')) affectedRows = Number.parseInt(words.at(-1) ?? '', 10);
    }
  }
  return { rows, fields, affectedRows };
}

/**
 * Runs one statement; the caller holds PGlite's query lock. Errors carry the statement as PGlite's own do; the Sync
 * in the same buffer has already ended the failed statement, so the session is ready for the next.
 */
export async function runStatement(
  client: Pick<PGlite, 'execProtocolStream'>,
  text: string,
  values: readonly unknown[],
  parsers: Parsers,
  rowMode: RowMode,
): Promise<Results> {
  try {
    const messages = await client.execProtocolStream(statementMessages(text, values), { syncToFs: false });
    return resultOf(messages as unknown as BackendMessage[], parsers, rowMode);
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error)
      Object.assign(error, { query: text, params: values });
    throw error;
  }
}
