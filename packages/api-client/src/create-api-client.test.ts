import { endpointEntries, endpoints } from '@callops/contracts';
import type { ApiClient } from './create-api-client';
import { clientWith } from './test-support/client-harness';
import { jsonResponse } from './test-support/fake-fetch';

const ROOT = 'https://api.example.test/api/v1';

/** A path with every `:param` filled with `7`. */
const samplePath = (path: string) => path.replace(/:[A-Za-z_]\w*/g, '7');
const sampleParams = (path: string) =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => [name, 7]));

describe('api.call over the whole catalogue', () => {
  it.each(endpointEntries.map(([name, endpoint]) => [name, endpoint] as const))(
    '%s: its method and path, with the bearer unless public',
    async (_name, endpoint) => {
      const { api, requests } = clientWith([jsonResponse({ success: true, data: {} })]);
      const call = api.call as (endpoint: unknown, input: unknown) => Promise<unknown>;
      // The answer `{}` fits few contracts; only the request matters here.
      await call(endpoint, { params: sampleParams(endpoint.path) }).catch(() => undefined);
      expect(requests).toHaveLength(1);
      expect(requests[0]?.method).toBe(endpoint.method);
      expect(requests[0]?.url).toBe(`${ROOT}${samplePath(endpoint.path)}`);
      expect(requests[0]?.headers.get('Authorization')).toBe(
        endpoint.access === 'public' ? null : 'Bearer opaque-token',
      );
    },
  );
});

interface Case {
  call: (api: ApiClient) => Promise<unknown>;
  url: string;
  /** The JSON body; undefined: none sent. */
  body?: unknown;
  /** Text fields of a multipart body. */
  multipart?: Record<string, string>;
  answer?: unknown;
}

/** One row per way an input travels: path params, query (arrays repeat), JSON, multipart, no body. */
const CASES: Record<string, Case> = {
  'params and a JSON body': {
    call: (a) => a.call(endpoints.users.changeRole, { params: { id: 3 }, body: { role: 'viewer' } }),
    url: '/users/3/role',
    body: { role: 'viewer' },
  },
  'a query with a repeated key': {
    call: (a) => a.call(endpoints.companies.latest, { query: { limit: 10, statuses: ['NEW', 'NO_ANSWER'] } }),
    url: '/companies/latest?limit=10&statuses=NEW&statuses=NO_ANSWER',
  },
  'a query needing encoding': {
    call: (a) => a.call(endpoints.companies.search, { query: { q: '+1 416' } }),
    url: '/companies/search?q=%2B1+416',
  },
  'a path parameter needing encoding': {
    call: (a) => a.call(endpoints.appConfig.get, { params: { key: 'a b/c' } }),
    url: '/app-config/a%20b%2Fc',
  },
  'a DELETE with a JSON body': {
    call: (a) => a.call(endpoints.adminPhones.remove, { body: { phoneNumber: '+14165550123' } }),
    url: '/admin-phones',
    body: { phoneNumber: '+14165550123' },
    answer: { phoneNumbers: [] },
  },
  'an empty JSON body': {
    call: (a) => a.call(endpoints.testing.bulkSetFollowUpToday, { body: {} }),
    url: '/testing/no-answer/companies/bulk-update-follow-up-dates',
    body: {},
  },
  'an optional body left out': {
    call: (a) => a.call(endpoints.jobs.startColdCalling),
    url: '/jobs/cold-calling/start',
  },
  'multipart text fields': {
    call: (a) => a.call(endpoints.calendar.setToken, { body: { token_json: '{"token":"t"}' } }),
    url: '/calendar/set-token',
    multipart: { token_json: '{"token":"t"}' },
    answer: { message: 'Token saved', authorized: true },
  },
};

describe('api.call sends each kind of input', () => {
  it.each(Object.entries(CASES))('%s', async (_name, c) => {
    const { api, requests } = clientWith([jsonResponse({ success: true, data: c.answer ?? {} })]);
    await c.call(api).catch(() => undefined);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(`${ROOT}${c.url}`);
    if (c.multipart) {
      const form = request?.body as FormData;
      expect(form).toBeInstanceOf(FormData);
      expect(Object.fromEntries(form.entries())).toEqual(c.multipart);
    } else if (c.body === undefined) {
      expect(request?.body).toBeUndefined();
    } else {
      expect(request?.headers.get('Content-Type')).toBe('application/json');
      expect(JSON.parse(String(request?.body))).toEqual(c.body);
    }
  });

  it('passes the abort signal to fetch', async () => {
    const { api, requests } = clientWith([jsonResponse({ success: true, data: [] })]);
    const controller = new AbortController();
    await api.call(endpoints.users.list, undefined, { signal: controller.signal });
    expect(requests[0]?.signal).toBe(controller.signal);
  });
});

describe('input types', () => {
  it('refuses at compile time what the endpoint does not take', () => {
    const { api } = clientWith([]);
    const typeOnly = () => {
      // @ts-expect-error: users.changeRole needs its params and body
      void api.call(endpoints.users.changeRole);
      // @ts-expect-error: the role must be one of the contract's roles
      void api.call(endpoints.users.changeRole, { params: { id: 1 }, body: { role: 'owner' } });
      // @ts-expect-error: users.list takes no body
      void api.call(endpoints.users.list, { body: {} });
    };
    expect(typeOnly).toBeInstanceOf(Function);
  });
});
