/// <reference path="./pg-utils.d.ts" />
import type { PGlite, Results } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import pgUtils from 'pg/lib/utils.js';

/**
 * Statements on PGlite in a single call each: Parse, Bind, Describe, Execute and Sync travel as one buffer. PGlite's
 * own query() makes six calls (it first asks for the parameters' types to pick serializers), each crossing into the
 * WebAssembly backend and building a protocol parser. Parameters are written as node-postgres writes them (text, by
 * the JavaScript type), so one statement means the same on both drivers; the server infers their types, as
 * PostgreSQL does for pg. Repeated statements stay prepared (pgliteStatements), which halves a short one's cost.
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

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * One statement's messages as one buffer: Close for statements let go, Parse unless `statement` is already
 * prepared, then Bind, Describe, Execute and Sync. `statement` '' is the unnamed one.
 */
export function statementMessages(
  text: string,
  values: readonly unknown[],
  { statement = '', parse = true, close = [] as readonly string[] } = {},
): Uint8Array {
  const name = cstring(statement);
  const params: Uint8Array[] = [EMPTY_NAME, name, int16(0), int16(values.length)];
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
  return concat([
    ...close.map((old) => message('C', [encoder.encode('S'), cstring(old)])),
    ...(parse ? [message('P', [name, cstring(text), int16(0)])] : []),
    message('B', params),
    DESCRIBE_PORTAL,
    EXECUTE_ALL,
    SYNC,
  ]);
}

/** Commands whose completion tag ends with the number of rows they changed. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

interface BackendMessage {
  name: string;
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
  text?: string;
  /** ReadyForQuery: I idle, T in a transaction, E in a failed one. */
  status?: string;
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

const PLANNED_PER_RUN = '/* planned for its values */';

/**
 * Marks a statement whose good plan depends on its values (a claim over a window of ids: one plan for all values
 * read the job's every call): PGlite runs it unprepared, planned for each run's values, as PostgreSQL plans every
 * node-postgres statement.
 */
export const plannedPerRun = (query: SQL): SQL => sql`${sql.raw(PLANNED_PER_RUN)} ${query}`;

/** Statements worth keeping prepared: parameterised reads and writes (DDL and one-off scripts have no parameters). */
const REUSABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * A LIMIT or OFFSET given as a parameter (drizzle writes them so, last): one plan for all values guesses a tenth of
 * the table, which for a page of a list is a sort of the whole table rather than a walk down an index, so such a
 * statement would be planned afresh on every run. Written into the text as its number, the row count is known to
 * the planner and the statement stays prepared: one statement per page size (and offset), each with an exact plan.
 * Only trailing parameters that are whole numbers and appear once are written so (the rest keep their numbers).
 */
const ROW_COUNT = /\b(?:limit|offset) \$/i;
function rowCountsWritten(
  text: string,
  values: readonly unknown[],
): { text: string; values: readonly unknown[] } {
  if (!ROW_COUNT.test(text)) return { text, values };
  let last = values.length;
  let written = text;
  for (;;) {
    const value = values[last - 1];
    if (!(typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)) break;
    const uses = written.match(new RegExp(`\\$${last}(?!\\d)`, 'g'))?.length ?? 0;
    const rowCount = new RegExp(`\\b(limit|offset) \\$${last}(?!\\d)`, 'i');
    if (uses !== 1 || !rowCount.test(written)) break;
    written = written.replace(rowCount, `$1 ${value}`);
    last -= 1;
  }
  return last === values.length ? { text, values } : { text: written, values: values.slice(0, last) };
}

/**
 * A LIMIT or OFFSET parameter left (not the last ones, as in pg-boss's fetch): planned for its values unless it is 0
 * or 1 (a lookup of one row plans the same either way).
 */
const ROW_COUNT_PARAMETER = /\b(?:limit|offset) \$(\d+)/gi;
const plansByRowCount = (text: string, values: readonly unknown[]): boolean => {
  for (const [, index] of text.matchAll(ROW_COUNT_PARAMETER))
    if (Number(values[Number(index) - 1]) > 1) return true;
  return false;
};

/** How many statements stay prepared: drizzle writes a list of n values as n parameters, so texts vary. */
const KEPT_STATEMENTS = 256;

/**
 * Runs statements on one PGlite instance; the caller holds PGlite's query lock. A parameterised read or write is
 * kept prepared under a name of its own (the most recently used ones, up to a bound), so running it again skips
 * parsing and planning: PostgreSQL's plan cache, as drivers with named statements use it (it plans five runs for
 * their values before it considers one plan for all). Errors carry the statement as PGlite's own do; the Sync in the
 * same buffer has already ended a failed statement, so the session is ready for the next.
 */
export function pgliteStatements(client: Pick<PGlite, 'execProtocolStream'>, kept = KEPT_STATEMENTS) {
  /** Text → statement name, least recently used first. */
  const prepared = new Map<string, string>();
  /** Names to close before the next statement: evicted, or possibly left half-made by a failed Parse. */
  let letGo: string[] = [];
  let made = 0;

  const forget = (text: string) => {
    const name = prepared.get(text);
    if (name === undefined) return;
    prepared.delete(text);
    letGo.push(name);
  };

  return async function run(
    given: string,
    givenValues: readonly unknown[],
    parsers: Parsers,
    rowMode: RowMode,
  ): Promise<Results> {
    const { text, values } = rowCountsWritten(given, givenValues);
    const reusable =
      givenValues.length > 0 &&
      REUSABLE.test(text) &&
      !text.startsWith(PLANNED_PER_RUN) &&
      !plansByRowCount(text, values);
    const known = reusable ? prepared.get(text) : undefined;
    // Anything else runs as the unnamed statement, parsed each time.
    const statement = reusable ? (known ?? `callops_${++made}`) : '';
    const parse = known === undefined;
    if (reusable) {
      // Most recently used now.
      prepared.delete(text);
      prepared.set(text, statement);
      const oldest = prepared.size > kept ? prepared.keys().next().value : undefined;
      if (oldest !== undefined) forget(oldest);
    }
    const close = letGo;
    letGo = [];
    const messages = (await client.execProtocolStream(
      statementMessages(text, values, { statement, parse, close }),
      { syncToFs: false, throwOnError: false },
    )) as unknown as BackendMessage[];
    const error = messages.find((msg) => msg.name === 'error');
    if (!error) return resultOf(messages, parsers, rowMode);
    // A statement whose Parse failed does not exist. One whose plan no longer fits (its tables changed their
    // columns) is made afresh: at once outside a transaction, else next time (the transaction failed already).
    const madeNow = messages.some((msg) => msg.name === 'parseComplete');
    const stale = !parse && (error as { code?: string }).code === STALE_PLAN;
    if (statement && ((parse && !madeNow) || stale)) forget(text);
    const idle = messages.some((msg) => msg.name === 'readyForQuery' && msg.status === 'I');
    if (stale && idle) return run(text, values, parsers, rowMode);
    throw Object.assign(error, { query: given, params: givenValues });
  };
}

/** "cached plan must not change result type": a prepared statement over a table whose columns changed. */
const STALE_PLAN = '0A000';
