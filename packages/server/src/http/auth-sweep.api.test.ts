// Every protected route of the contracts that this server registers: without a valid token it answers 401 whatever
// the body, and a role below the endpoint's answers 403 — both before the body is even read.
import { endpointEntries } from '@callops/contracts';
import { type Role, roleAtLeast } from '@callops/contracts/core';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

const BODIES = [undefined, '{}', '{"a":', 'x'.repeat(10_000), '{"username":"a\\u0000b"}'];

describe('the auth sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const registered = () =>
    endpointEntries.filter(([, endpoint]) =>
      t.app.registeredRoutes.some((r) => r.method === endpoint.method && r.url === `/api/v1${endpoint.path}`),
    );
  const urlOf = (path: string) => `/api/v1${path.replace(/:[A-Za-z_]+/g, '1')}`;

  it('covers every registered endpoint of the contracts', () => {
    expect(registered().length).toBeGreaterThan(20);
  });

  it('answers 401 to every protected route without a valid token, whatever the body', async () => {
    const answers: string[] = [];
    for (const [name, endpoint] of registered()) {
      if (endpoint.access === 'public') continue;
      for (const authorization of [undefined, 'Bearer nonsense', 'Basic YWRtaW46YWRtaW4=']) {
        for (const payload of BODIES) {
          const res = await t.app.inject({
            method: endpoint.method,
            url: urlOf(endpoint.path),
            headers: {
              ...(authorization ? { authorization } : {}),
              ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(payload !== undefined && endpoint.method !== 'GET' ? { payload } : {}),
          });
          if (res.statusCode !== 401)
            answers.push(`${name} ${authorization ?? 'no token'}: ${res.statusCode}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it('answers 403 to a role below the endpoint’s, whatever the body', async () => {
    const answers: string[] = [];
    for (const [name, endpoint] of registered()) {
      if (endpoint.access === 'public') continue;
      for (const role of ['viewer', 'operator'] as const satisfies readonly Role[]) {
        if (roleAtLeast(role, endpoint.access)) continue;
        const res = await t.call({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          as: role,
          payload: '{"a":',
        });
        if (res.statusCode !== 403) answers.push(`${name} as ${role}: ${res.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
