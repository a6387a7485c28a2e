// Property-based fuzzing of every endpoint in the contracts: malformed path, query and body values, sent in each
// role, without a token and with forged tokens. Values are shaped like each endpoint's own schemas (mostly plausible,
// sometimes nasty) so requests reach every layer: parsing, validation, the services and the database. Whatever
// arrives, the server answers below 500, every error is the `{ success: false, message, request_id }` envelope, and an error
// answer writes nothing. Afterwards the stored log holds no password hash, token or secret setting value.
import { endpointEntries } from '@callops/contracts';
import type { Endpoint } from '@callops/contracts/core';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

const SECRET_SETTING = 'vapi-secret-0123456789abcdef';

/** Values that have broken servers before: encodings, numbers in disguise, traversal, injection, sizes. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '0',
  '0x10',
  '012',
  '-1',
  '+1',
  '1.0',
  '1e3',
  '99999999999999999999999',
  'NaN',
  'null',
  '[]',
  '%',
  '%00',
  '%zz',
  '../../etc/passwd',
  '..%2F..%2Fpackage.json',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\uD800',
  'ÿ中文🙂',
  'x'.repeat(5_000),
];

/** Plausible texts: real keys, ids, phones and names, so that requests get past validation into the services. */
const PLAUSIBLE = [
  '1',
  '2',
  '3',
  '999',
  'business_name',
  'vapi_api_key',
  'fuzz_key',
  'admin1',
  '+14165550123',
  'a@example.com',
  'Acme Plumbing',
  'cold_calling',
  'NEW',
  '2026-03-12T10:00:00Z',
  '10:00',
];

const nasty = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const text = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  { weight: 1, arbitrary: nasty },
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const anything = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const fieldsOf = (schema: unknown): string[] =>
  schema && defOf(schema).type === 'object' ? Object.keys(defOf(schema).shape as object) : [];

/** Values shaped like a zod schema: each leaf mostly plausible, sometimes nasty or of the wrong type. */
function shaped(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown) => shaped(child, depth + 1);
  switch (def.type) {
    case 'string':
      return text;
    case 'number':
      return fc.oneof(fc.integer({ min: -3, max: 5 }), fc.integer(), fc.double(), text);
    case 'boolean':
      return fc.oneof(fc.boolean(), text);
    case 'enum':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, string>)) },
        { weight: 1, arbitrary: nasty },
      );
    case 'literal':
      return fc.oneof(fc.constantFrom(...(def.values as unknown[])), nasty);
    case 'object': {
      if (depth > 3) return anything;
      const shape = def.shape as Record<string, unknown>;
      // Every field present (optional ones may still come out undefined), so one bad field among good ones is common.
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, inner(child)])));
    }
    case 'array':
      return fc.array(inner(def.element), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fc.oneof(inner(def.innerType), fc.constant(undefined), fc.constant(null));
    case 'pipe':
      return inner(def.in);
    default:
      return anything;
  }
}

type Body =
  | { kind: 'json' | 'raw-json' | 'form' | 'multipart'; data: unknown }
  | { kind: 'none'; data: undefined };

const bodyFor = (endpoint: Endpoint): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        data: endpoint.body ? shaped(endpoint.body) : anything,
      }),
    },
    fc.record({ kind: fc.constant('json' as const), data: anything }),
    fc.record({
      kind: fc.constant('raw-json' as const),
      data: fc.constantFrom('{"a":', '[', 'nul', '{"a":"\\u0000"}', '"x"'),
    }),
    fc.record({
      kind: fc.constant('form' as const),
      data: fc.dictionary(fc.constantFrom(...fieldsOf(endpoint.body), 'x'), text),
    }),
    fc.record({
      kind: fc.constant('multipart' as const),
      data: fc.constantFrom('--B\r\nbroken', 'x', '--B--\r\n'),
    }),
    fc.record({ kind: fc.constant('none' as const), data: fc.constant(undefined) }),
  );

/** The endpoint's path with its `:params` filled in; mostly encoded as a browser would, sometimes raw. */
const pathOf = (endpoint: Endpoint, params: unknown[]) => {
  let i = 0;
  return endpoint.path.replace(/:([A-Za-z_]+)/g, () => {
    const raw = String(params[i++] ?? '');
    if (raw.startsWith('%')) return raw;
    try {
      return encodeURIComponent(raw);
    } catch {
      return raw; // a lone surrogate cannot be encoded: send it as it is
    }
  });
};

const encoded = (body: Body): { contentType?: string; payload?: string } => {
  switch (body.kind) {
    case 'json':
      return { contentType: 'application/json', payload: JSON.stringify(body.data) ?? 'null' };
    case 'raw-json':
      return { contentType: 'application/json', payload: String(body.data) };
    case 'form':
      return {
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(body.data as Record<string, string>).toString(),
      };
    case 'multipart':
      return { contentType: 'multipart/form-data; boundary=B', payload: String(body.data) };
    case 'none':
      return {};
  }
};

const TABLES = [
  'users',
  'companies',
  'appointments',
  'jobs',
  'calls',
  'job_events',
  'voices',
  'app_config',
  'calendar_credentials',
  'audit_log',
  'app_meta',
];

describe('every endpoint under fuzzing', () => {
  let t: TestApp;
  let tokens: Record<string, string | null>;
  /** Every row of every table but the log, hashed: equal before and after means nothing was written. */
  const fingerprint = async () => {
    const parts = TABLES.map(
      (table) =>
        `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
    );
    const { rows } = await t.database.executeSql(`select ${parts.join(', ')}`);
    return JSON.stringify(rows[0]);
  };

  beforeAll(async () => {
    t = await createTestApp({
      withQueue: true,
      env: { LOGIN_MAX_FAILURES: '1000', LOGIN_MAX_FAILURES_PER_IP: '100000' },
    });
    const set = await t.call({
      method: 'PUT',
      url: '/api/v1/app-config/vapi_api_key',
      payload: { value: SECRET_SETTING },
    });
    expect(set.statusCode).toBe(200);
    const forged = await new SignJWT({ username: 'admin1', role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(t.userIds.admin))
      .setIssuer('callops-console')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all-0123456789'));
    tokens = {
      admin: t.tokens.admin,
      operator: t.tokens.operator,
      viewer: t.tokens.viewer,
      none: null,
      forged,
      garbage: 'a.b.c',
    };
  });
  afterAll(() => t.close());

  it.each(endpointEntries.map(([name, endpoint]) => [name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const params = endpoint.params ? shaped(endpoint.params) : fc.constant({});
      const query = endpoint.query
        ? shaped(endpoint.query)
        : fc.dictionary(fc.constantFrom('x', 'limit'), text);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(tokens)),
          params,
          query,
          bodyFor(endpoint),
          async (who, paramValues, queryValues, body) => {
            const search = new URLSearchParams();
            for (const [key, v] of Object.entries((queryValues ?? {}) as Record<string, unknown>)) {
              for (const item of [v].flat()) if (item !== undefined) search.append(key, String(item));
            }
            const token = tokens[who];
            const { contentType, payload } = encoded(body);
            const headers: Record<string, string> = {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(contentType && endpoint.method !== 'GET' ? { 'content-type': contentType } : {}),
            };
            const values = Object.values((paramValues ?? {}) as Record<string, unknown>);
            const qs = search.toString();
            const before = await fingerprint();
            const res = await t.app.inject({
              method: endpoint.method,
              url: `/api/v1${pathOf(endpoint, values)}${qs ? `?${qs}` : ''}`,
              headers,
              ...(payload !== undefined && endpoint.method !== 'GET' ? { payload } : {}),
            });
            expect(res.statusCode).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(res.json()).toEqual(
                expect.objectContaining({
                  success: false,
                  message: expect.any(String),
                  request_id: expect.any(String),
                }),
              );
              expect(await fingerprint()).toBe(before);
            }
          },
        ),
        { numRuns: 40, seed: 20_261_122 },
      );
    },
  );

  it('answers a duplicate-create race with one success and 409s', async () => {
    const payload = { username: 'fuzz-racer', role: 'viewer', password: 'long-enough-pw' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call({ method: 'POST', url: '/api/v1/users', payload })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  });

  it('left no password hash, token or secret setting in the stored log', async () => {
    await t.logStore.flush();
    const { rows } = await t.database.executeSql('select message from logs');
    const stored = rows.map((row) => String(row.message)).join('\n');
    expect(stored).not.toContain('scrypt$');
    expect(stored).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
    expect(stored).not.toContain(SECRET_SETTING);
    expect(stored).not.toContain('params:');
  });
});
