import SwaggerParser from '@apidevtools/swagger-parser';
import { endpointEntries } from '@callops/contracts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

describe('HTTP surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withQueue: true });
  });
  afterAll(() => t.close());

  it('answers 404 JSON for an unknown API route, with or without a token', async () => {
    for (const as of ['admin', null] as const) {
      const res = await t.call({ method: 'GET', url: '/api/v1/no-such-thing', as });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'Not found: GET /api/v1/no-such-thing',
        request_id: expect.any(String),
      });
    }
  });

  it('reports database and queue health without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/health', as: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      mode: 'development',
      database: { status: 'ok', driver: expect.any(String) },
      queue: { status: 'ok' },
    });
  });

  it('answers liveness while readiness says draining with 503 once the process is asked to stop', async () => {
    const live = await t.call({ method: 'GET', url: '/health/live', as: null });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptime_seconds: expect.any(Number) });
    t.app.services.lifecycle.draining = true;
    try {
      const ready = await t.call({ method: 'GET', url: '/health', as: null });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toMatchObject({ status: 'draining', database: { status: 'ok' } });
      expect((await t.call({ method: 'GET', url: '/health/live', as: null })).statusCode).toBe(200);
    } finally {
      t.app.services.lifecycle.draining = false;
    }
  });

  it('serves console-config.json without a token: every remote in development, all providers simulated', async () => {
    const res = await t.call({ method: 'GET', url: '/console-config.json', as: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body).toMatchObject({ mode: 'development', mock: true, apiBase: '/api/v1', version: '1.0.0' });
    expect(body.remotes.map((r: { name: string }) => r.name)).toEqual([
      'calling-ops',
      'calendar-voice',
      'settings',
      'leads-crm',
      'dev-tools',
    ]);
    expect(body.remotes[0].entry).toBe('/remotes/calling-ops/mf-manifest.json');
    expect(Object.values(body.providers).every((m) => m === 'simulated')).toBe(true);
  });

  it('publishes a valid OpenAPI document that describes every registered route', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/openapi.json', as: null });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const missing = t.app.registeredRoutes
      .filter((r) => !r.hidden && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(documented.has('POST /api/v1/auth/login')).toBe(true);
    expect(documented.has('GET /health')).toBe(true);
  });

  it('renders the API reference at /api/docs', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs', as: null });
    const page =
      res.statusCode === 302
        ? await t.call({ method: 'GET', url: res.headers.location as string, as: null })
        : res;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_MODE: 'production' } });
  });
  afterAll(() => t.close());

  it('lists only the three production remotes', async () => {
    const res = await t.call({ method: 'GET', url: '/console-config.json', as: null });
    expect(res.json().mode).toBe('production');
    expect(res.json().remotes.map((r: { name: string }) => r.name)).toEqual([
      'calling-ops',
      'calendar-voice',
      'settings',
    ]);
  });

  it('registers no development-only route', async () => {
    const devOnly = endpointEntries
      .filter(([, endpoint]) => endpoint.devOnly)
      .map(([, endpoint]) => `${endpoint.method} /api/v1${endpoint.path}`);
    expect(devOnly.length).toBeGreaterThan(0);
    const registered = t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((r) => devOnly.includes(r))).toEqual([]);
    expect(registered.filter((r) => /^\w+ \/api\/v1\/(danger|database|kanban)(\/|$)/.test(r))).toEqual([]);
    const res = await t.call({ method: 'GET', url: '/api/v1/danger/status' });
    expect(res.statusCode).toBe(404);
  });

  it("answers with the edge's request id when it is a sane one, else with one of its own", async () => {
    const kept = await t.call({ method: 'GET', url: '/health', headers: { 'x-request-id': 'edge-7f3a.1' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.1');
    const hostile = await t.call({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a b<c>' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.call({ method: 'GET', url: '/api/v1/auth/me', as: 'viewer' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
