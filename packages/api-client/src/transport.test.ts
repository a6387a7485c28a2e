import { endpoints } from '@callops/contracts';
import { defineEndpoint } from '@callops/contracts/core';
import { z } from 'zod';
import { createApiClient } from './create-api-client';
import { clientWith, sampleUser as me } from './test-support/client-harness';
import {
  createFakeFetch,
  failure,
  fakeJwt,
  jsonResponse,
  networkFailure,
  type Responder,
  textResponse,
} from './test-support/fake-fetch';

describe('generic rules (through GET /auth/me)', () => {
  it('calls the API base plus /api/v1 with the bearer token and unwraps data', async () => {
    const { api, requests } = clientWith([jsonResponse({ success: true, message: 'ok', data: me })]);
    await expect(api.call(endpoints.auth.me)).resolves.toEqual(me);
    expect(requests[0]?.url).toBe('https://api.example.test/api/v1/auth/me');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer opaque-token');
  });

  it('starts a W3C trace with every request, a new one each time', async () => {
    const { api, requests } = clientWith([
      jsonResponse({ success: true, data: me }),
      jsonResponse({ success: true, data: me }),
    ]);
    await api.call(endpoints.auth.me);
    await api.call(endpoints.auth.me);
    const [first, second] = requests.map((r) => r.headers.get('traceparent'));
    expect(first).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second).not.toBe(first);
  });

  it.each([
    ['', '/api/v1/auth/me'],
    ['/', '/api/v1/auth/me'],
    ['http://localhost:8080/', 'http://localhost:8080/api/v1/auth/me'],
    ['http://localhost:8080/api/v1', 'http://localhost:8080/api/v1/auth/me'],
  ])('base %p gives %p', async (baseUrl, url) => {
    const { api, requests } = clientWith([jsonResponse({ success: true, data: me })], { baseUrl });
    await api.call(endpoints.auth.me);
    expect(requests[0]?.url).toBe(url);
  });

  it('uses a body that is not an envelope as it is', async () => {
    const { api } = clientWith([jsonResponse(me)]);
    await expect(api.call(endpoints.auth.me)).resolves.toEqual(me);
  });

  it('raises the message of an unsuccessful envelope', async () => {
    const { api } = clientWith([jsonResponse({ success: false, message: 'Nope' })]);
    const error = await failure(api.call(endpoints.auth.me));
    expect(error.message).toBe('Nope');
    expect(error.status).toBe(200);
  });

  it.each([
    [401, 'Your session has expired. Please log in again.'],
    [403, 'You are not authorized to access this resource.'],
  ])('%p logs out, notifies and raises Authentication failed', async (status, message) => {
    const { api, onLogout, onAuthError } = clientWith([
      jsonResponse({ success: false, message: 'x' }, status),
    ]);
    const error = await failure(api.call(endpoints.auth.me));
    expect(error.message).toBe('Authentication failed');
    expect(error.status).toBe(status);
    expect(error.detail).toBe(message);
    expect(error.isAuthError).toBe(true);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onAuthError).toHaveBeenCalledWith(message);
  });

  it('skips the notification when the call suppresses it, but still logs out', async () => {
    const { api, onLogout, onAuthError } = clientWith([jsonResponse({}, 401)]);
    const error = await failure(api.call(endpoints.auth.me, undefined, { suppressAuthNotification: true }));
    expect(error.message).toBe('Authentication failed');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it.each<[string, Responder, string]>([
    ['server message', jsonResponse({ success: false, message: 'Voice is active' }, 409), 'Voice is active'],
    ['detail text', jsonResponse({ detail: 'Not found' }, 404), 'Not found'],
    [
      'field errors',
      jsonResponse(
        { success: false, detail: [{ field: 'key', message: 'Required' }, { msg: 'Bad value' }] },
        400,
      ),
      'Required; Bad value',
    ],
    ['text body', textResponse('Gateway exploded', 502), 'Gateway exploded'],
    ['empty body', textResponse('', 500), 'HTTP 500'],
    ['JSON without message', jsonResponse({ success: false }, 500), 'HTTP 500'],
  ])('other errors: %s', async (_case, responder, message) => {
    const { api, onLogout } = clientWith([responder]);
    const error = await failure(api.call(endpoints.auth.me));
    expect(error.message).toBe(message);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('keeps the field errors of a 400 as detail', async () => {
    const detail = [{ field: 'value', message: 'Must be true or false' }];
    const { api } = clientWith([jsonResponse({ success: false, message: 'Validation failed', detail }, 400)]);
    const error = await failure(api.call(endpoints.auth.me));
    expect(error.message).toBe('Validation failed');
    expect(error.detail).toEqual(detail);
  });

  it("keeps the server's request id of a failure: the envelope's request_id, else the X-Request-Id header", async () => {
    const { api } = clientWith([
      jsonResponse({ success: false, message: 'Boom', request_id: 'req-envelope' }, 500),
      textResponse('Bad gateway', 502),
      jsonResponse({ success: false, message: 'Nope', request_id: 'req-200' }),
    ]);
    expect((await failure(api.call(endpoints.auth.me))).requestId).toBe('req-envelope');
    expect((await failure(api.call(endpoints.auth.me))).requestId).toBeUndefined();
    expect((await failure(api.call(endpoints.auth.me))).requestId).toBe('req-200');
    const headed = clientWith([
      jsonResponse({ success: false, message: 'Boom' }, 500, { 'X-Request-Id': 'req-header' }),
    ]);
    expect((await failure(headed.api.call(endpoints.auth.me))).requestId).toBe('req-header');
  });

  it('reports a failed fetch as Network error: {reason}', async () => {
    const { api } = clientWith([networkFailure('Failed to fetch')]);
    const error = await failure(api.call(endpoints.auth.me));
    expect(error.message).toBe('Network error: Failed to fetch');
    expect(error.status).toBe(0);
  });
});

describe('the header helper', () => {
  const now = Date.UTC(2026, 4, 1, 9, 0, 0);

  it('sends a valid JWT', async () => {
    const token = fakeJwt({ sub: '1', exp: now / 1000 + 60 });
    const { api, requests, onLogout } = clientWith([jsonResponse(me)], {
      getToken: () => token,
      now: () => now,
    });
    await api.call(endpoints.auth.me);
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('drops an expired token (5 s margin) with reason Session expired', async () => {
    const token = fakeJwt({ exp: now / 1000 + 5 });
    const { api, requests, onLogout } = clientWith([jsonResponse(me)], {
      getToken: () => token,
      now: () => now,
    });
    await api.call(endpoints.auth.me);
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(onLogout).toHaveBeenCalledWith('Session expired');
  });

  it('drops an undecodable token with reason Invalid token', async () => {
    const { api, requests, onLogout } = clientWith([jsonResponse(me)], { getToken: () => 'a.b.c' });
    await api.call(endpoints.auth.me);
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(onLogout).toHaveBeenCalledWith('Invalid token');
  });

  it('sends no header without a token and accepts an async token source', async () => {
    const { api, requests } = clientWith([jsonResponse(me), jsonResponse(me)], { getToken: () => null });
    await api.call(endpoints.auth.me);
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    const second = clientWith([jsonResponse(me)], { getToken: async () => 'abc' });
    await second.api.call(endpoints.auth.me);
    expect(second.requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });
});

describe('requests', () => {
  const params = z.object({ id: z.string() });
  const query = z.object({
    limit: z.number(),
    status: z.array(z.string()).optional(),
    skipped: z.string().optional(),
  });
  const body = z.object({ name: z.string(), note: z.string().nullable() });

  function clientOn(...responders: Responder[]) {
    const fake = createFakeFetch(...responders);
    const api = createApiClient({
      baseUrl: 'http://x',
      getToken: () => 't',
      onLogout: () => {},
      onAuthError: () => {},
      fetchImpl: fake.fetch,
    });
    return { api, requests: fake.requests };
  }

  it('fills path params, serialises the query and sends JSON', async () => {
    const endpoint = defineEndpoint({
      method: 'PUT',
      path: '/things/:id/rename',
      summary: 'test',
      tag: 'test',
      access: 'operator',
      params,
      query,
      body,
      response: z.object({ ok: z.boolean() }),
    });
    const { api, requests } = clientOn(jsonResponse({ success: true, data: { ok: true } }));
    const result = await api.call(endpoint, {
      params: { id: 'a b/c' },
      query: { limit: 5, status: ['x', 'y'], skipped: undefined },
      body: { name: 'n', note: null },
    });
    expect(result).toEqual({ ok: true });
    expect(requests[0]?.url).toBe('http://x/api/v1/things/a%20b%2Fc/rename?limit=5&status=x&status=y');
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ name: 'n', note: null });
  });

  it('refuses a missing path parameter', async () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/things/:id',
      summary: 'test',
      tag: 'test',
      access: 'viewer',
      params,
      response: z.unknown(),
    });
    const { api, requests } = clientOn();
    // @ts-expect-error: the params are required, so a caller cannot leave them out
    await expect(api.call(endpoint, {})).rejects.toThrow("Missing path parameter 'id'");
    expect(requests).toHaveLength(0);
  });

  it('sends multipart with Blobs as files and no explicit content type', async () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/upload',
      summary: 'test',
      tag: 'test',
      access: 'admin',
      body: z.object({ file: z.custom<Blob>(), label: z.string() }),
      bodyEncoding: 'multipart',
      response: z.object({ message: z.string() }),
    });
    const { api, requests } = clientOn(jsonResponse({ success: true, message: 'Saved' }));
    const file = new File(['{"a":1}'], 'credentials.json', { type: 'application/json' });
    await expect(api.call(endpoint, { body: { file, label: 'x' } })).resolves.toEqual({
      message: 'Saved',
    });
    const sent = requests[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect((form.get('file') as File).name).toBe('credentials.json');
    expect(await (form.get('file') as File).text()).toBe('{"a":1}');
    expect(form.get('label')).toBe('x');
    expect(requests[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('sends no bearer to public endpoints and returns envelope meta beside data', async () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/pages',
      summary: 'test',
      tag: 'test',
      access: 'public',
      response: z.array(z.number()),
      meta: z.object({ pagination: z.object({ total: z.number() }) }),
    });
    const { api, requests } = clientOn(
      jsonResponse({ success: true, data: [1, 2], pagination: { total: 9 } }),
    );
    await expect(api.call(endpoint)).resolves.toEqual({
      data: [1, 2],
      pagination: { total: 9 },
    });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });
});

describe('answers checked against the contract', () => {
  const status = defineEndpoint({
    method: 'GET',
    path: '/status',
    summary: 'test',
    tag: 'test',
    access: 'viewer',
    response: z.object({ ok: z.boolean(), count: z.number().default(0) }),
  });
  const page = defineEndpoint({
    method: 'GET',
    path: '/page',
    summary: 'test',
    tag: 'test',
    access: 'viewer',
    response: z.array(z.string()),
    meta: z.object({ pagination: z.object({ total: z.number() }) }),
  });

  it('returns the parsed data: defaults filled in, fields the contract does not name dropped', async () => {
    const { api } = clientWith([jsonResponse({ success: true, data: { ok: true, extra: 'x' } })]);
    await expect(api.call(status)).resolves.toEqual({ ok: true, count: 0 });
  });

  it.each<[string, Responder]>([
    ['a wrong field type', jsonResponse({ success: true, data: { ok: 'yes' } })],
    ['a missing field', jsonResponse({ success: true, data: {} })],
    ['a list for an object', jsonResponse({ success: true, data: [] })],
    ['an empty body', textResponse('', 200)],
    ['text instead of JSON', textResponse('<html>', 200)],
  ])("raises 'Unexpected response format from API' for %s", async (_case, responder) => {
    const { api } = clientWith([responder]);
    const error = await failure(api.call(status));
    expect(error.message).toBe('Unexpected response format from API');
    expect(error.status).toBe(200);
  });

  it('checks the meta beside data too', async () => {
    const good = clientWith([
      jsonResponse({ success: true, data: ['a'], pagination: { total: 3 }, other: 1 }),
    ]);
    await expect(good.api.call(page)).resolves.toEqual({ data: ['a'], pagination: { total: 3 } });
    const noMeta = clientWith([jsonResponse({ success: true, data: ['a'] })]);
    expect((await failure(noMeta.api.call(page))).message).toBe('Unexpected response format from API');
    const badData = clientWith([jsonResponse({ success: true, data: [1], pagination: { total: 3 } })]);
    expect((await failure(badData.api.call(page))).message).toBe('Unexpected response format from API');
  });

  it('checks catalogue endpoints with their own schemas', async () => {
    const { api } = clientWith([jsonResponse({ success: true, data: { ...me, role: 'owner' } })]);
    expect((await failure(api.call(endpoints.auth.me))).message).toBe('Unexpected response format from API');
  });
});
