import { ApiError, type CallOptions } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import { endpoints } from '@callops/contracts';
import type { ConfigEntry } from '@callops/contracts/settings';
import { waitFor } from '@testing-library/react';
import { endpointQueryKey, useEndpointQuery } from './endpoint-query';
import { renderRemoteHook, testUser } from './test-support';

const entry: ConfigEntry = {
  key: 'smtp_host',
  value: 'smtp.example.com',
  description: null,
  is_sensitive: false,
  gui_group: 'email',
  gui_priority: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('endpointQueryKey', () => {
  it('is [tag, "METHOD /path", input], {} without input', () => {
    expect(endpointQueryKey(endpoints.appConfig.group, { params: { group: 'email' } })).toEqual([
      'app-config',
      'GET /app-config/group/:group',
      { params: { group: 'email' } },
    ]);
    expect(endpointQueryKey(endpoints.jobs.active)).toEqual(['jobs', 'GET /jobs/active', {}]);
  });
});

describe('useEndpointQuery', () => {
  it('answers the call with its input under the endpoint key, passing the abort signal', async () => {
    const group = jest.fn((_input: unknown, _options?: CallOptions) => [entry]);
    const input = { params: { group: 'email' as const } };
    const { result, queryClient } = renderRemoteHook(
      () => useEndpointQuery(endpoints.appConfig.group, input),
      {
        api: createFakeApiClient({ 'appConfig.group': group }),
      },
    );
    await waitFor(() => expect(result.current.data).toEqual([entry]));
    expect(group).toHaveBeenCalledWith(input, { signal: expect.any(AbortSignal) });
    expect(queryClient.getQueryData(endpointQueryKey(endpoints.appConfig.group, input))).toEqual([entry]);
  });

  it('reports the failure of the call', async () => {
    const { result } = renderRemoteHook(() => useEndpointQuery(endpoints.jobs.active), {
      api: createFakeApiClient({ 'jobs.active': () => Promise.reject(new ApiError(500, 'boom')) }),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('boom');
  });

  it.each(['operator', 'viewer'] as const)('never asks an admin-only endpoint for a %s', async (role) => {
    const list = jest.fn(() => []);
    const { result } = renderRemoteHook(() => useEndpointQuery(endpoints.users.list), {
      api: createFakeApiClient({ 'users.list': list }),
      user: testUser({ role }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
    expect(list).not.toHaveBeenCalled();
  });

  it('keeps the options it was given: enabled false waits, then the call runs once enabled', async () => {
    const active = jest.fn(() => ({ jobs: [], count: 0 }));
    const api = createFakeApiClient({ 'jobs.active': active });
    let ready = false;
    const { result, rerender } = renderRemoteHook(
      () => useEndpointQuery(endpoints.jobs.active, undefined, { enabled: ready }),
      { api },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(active).not.toHaveBeenCalled();
    ready = true;
    rerender();
    await waitFor(() => expect(result.current.data).toEqual({ jobs: [], count: 0 }));
  });
});
