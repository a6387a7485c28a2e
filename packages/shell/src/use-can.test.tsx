import { createFakeApiClient } from '@callops/api-client/test-support';
import { endpoints } from '@callops/contracts';
import { renderRemoteHook, testUser } from './test-support';
import { canCall, useCan } from './use-can';

describe('canCall', () => {
  it.each([
    ['admin', endpoints.users.list, true],
    ['operator', endpoints.users.list, false],
    ['operator', endpoints.jobs.stopAll, true],
    ['viewer', endpoints.jobs.stopAll, false],
    ['viewer', endpoints.appConfig.list, true],
    ['viewer', endpoints.appConfig.update, false],
  ] as const)('a %s may call %o: %s', (role, endpoint, expected) => {
    expect(canCall({ role }, endpoint)).toBe(expected);
  });

  it('lets anyone call public endpoints, and no one else while signed out', () => {
    expect(canCall(null, endpoints.auth.login)).toBe(true);
    expect(canCall(null, endpoints.appConfig.list)).toBe(false);
  });
});

describe('useCan', () => {
  it("answers from the signed-in user's role and the endpoint's declared role", () => {
    const { result } = renderRemoteHook(() => useCan(), {
      api: createFakeApiClient(),
      user: testUser({ role: 'operator' }),
    });
    expect(result.current(endpoints.jobs.start)).toBe(true);
    expect(result.current(endpoints.appConfig.update)).toBe(false);
  });
});
