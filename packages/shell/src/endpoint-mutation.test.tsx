import { ApiError } from '@callops/api-client';
import { createFakeApiClient, type FakeHandlers } from '@callops/api-client/test-support';
import { endpoints } from '@callops/contracts';
import { AUTH_ERRORS, TOASTS } from '@callops/contracts/core';
import type { ConfigEntry } from '@callops/contracts/settings';
import { act, waitFor } from '@testing-library/react';
import { type EndpointMutationOptions, tagsChangedBy, useEndpointMutation } from './endpoint-mutation';
import { useEndpointQuery } from './endpoint-query';
import { renderRemoteHook } from './test-support';

const entry: ConfigEntry = {
  key: 'business_name',
  value: 'Acme',
  description: null,
  is_sensitive: false,
  gui_group: 'general',
  gui_priority: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const UPDATE = { params: { key: 'business_name' }, body: { value: 'Acme' } };
const AUTH_FAILURE = new ApiError(401, AUTH_ERRORS.authenticationFailed, AUTH_ERRORS.sessionExpired);

/** Reads of three domains, counted, and the config update with the given options. */
function renderUpdate(
  options: EndpointMutationOptions<typeof endpoints.appConfig.update>,
  handlers: FakeHandlers = {},
) {
  const reads = {
    'appConfig.list': jest.fn(() => [entry]),
    'adminPhones.list': jest.fn(() => ({ phoneNumbers: [] })),
    'users.list': jest.fn(() => []),
  };
  const view = renderRemoteHook(
    () => {
      useEndpointQuery(endpoints.appConfig.list);
      useEndpointQuery(endpoints.adminPhones.list);
      useEndpointQuery(endpoints.users.list);
      return useEndpointMutation(endpoints.appConfig.update, options);
    },
    { api: createFakeApiClient({ 'appConfig.update': async () => entry, ...reads, ...handlers }) },
  );
  return { ...view, reads };
}

describe('tagsChangedBy', () => {
  it("is the endpoint's tag and the tags it affects; none for a read", () => {
    expect(tagsChangedBy(endpoints.users.create)).toEqual(['users']);
    expect(tagsChangedBy(endpoints.adminPhones.add)).toEqual(['admin-phones', 'app-config']);
    expect(tagsChangedBy(endpoints.calendar.authUrl)).toEqual([]);
  });
});

describe('useEndpointMutation', () => {
  it('toasts the success text, then reads the changed tags again before it settles', async () => {
    const { result, reads, notify } = renderUpdate({ success: 'Configuration updated successfully' });
    await waitFor(() => expect(reads['users.list']).toHaveBeenCalledTimes(1));
    await act(() => result.current.mutateAsync(UPDATE));
    expect(notify.success).toHaveBeenCalledWith('Configuration updated successfully');
    // its own tag and the one it affects (admin_phone_numbers is the admin-phones list); not the others
    expect(reads['appConfig.list']).toHaveBeenCalledTimes(2);
    expect(reads['adminPhones.list']).toHaveBeenCalledTimes(2);
    expect(reads['users.list']).toHaveBeenCalledTimes(1);
  });

  it('makes the success text from the answer and the input, and then runs the onSuccess it was given', async () => {
    const order: string[] = [];
    const { result, notify, reads } = renderUpdate({
      success: (saved, input) => `${saved.key} = ${input.body.value}`,
      onSuccess: () => {
        order.push(`onSuccess after ${reads['appConfig.list'].mock.calls.length} reads`);
      },
    });
    await waitFor(() => expect(reads['appConfig.list']).toHaveBeenCalledTimes(1));
    await act(() => result.current.mutateAsync(UPDATE));
    expect(notify.success).toHaveBeenCalledWith('business_name = Acme');
    expect(order).toEqual(['onSuccess after 2 reads']);
  });

  it('invalidates the tags a write affects: an admin phone change refreshes the settings too', async () => {
    const list = jest.fn(() => [entry]);
    const { result } = renderRemoteHook(
      () => {
        useEndpointQuery(endpoints.appConfig.list);
        return useEndpointMutation(endpoints.adminPhones.clear);
      },
      {
        api: createFakeApiClient({
          'appConfig.list': list,
          'adminPhones.clear': () => ({ phoneNumbers: [] }),
        }),
      },
    );
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    await act(() => result.current.mutateAsync());
    expect(list).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'a title with the message under it',
      'Error adding phone number',
      ['Error adding phone number', { description: 'Internal server error' }],
    ],
    ['a title made from the message', (m: string) => `Failed: ${m}`, ['Failed: Internal server error']],
  ] as const)('toasts a failure as %s', async (_case, failure, call) => {
    const { result, notify } = renderUpdate(
      { failure },
      { 'appConfig.update': () => Promise.reject(new ApiError(500, 'Internal server error')) },
    );
    await act(() => result.current.mutateAsync(UPDATE).catch(() => undefined));
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith(...call);
  });

  it('says Unknown error under a title, and hands the function an empty message, when the failure has none', async () => {
    const failing = { 'appConfig.update': () => Promise.reject(new ApiError(500, '')) };
    const titled = renderUpdate({ failure: 'Error adding phone number' }, failing);
    await act(() => titled.result.current.mutateAsync(UPDATE).catch(() => undefined));
    expect(titled.notify.error).toHaveBeenCalledWith('Error adding phone number', {
      description: 'Unknown error',
    });
    const made = renderUpdate({ failure: (m) => `Upload failed: ${m || 'Unknown error'}` }, failing);
    await act(() => made.result.current.mutateAsync(UPDATE).catch(() => undefined));
    expect(made.notify.error).toHaveBeenCalledWith('Upload failed: Unknown error');
  });

  it("hands the failure's request id to the toast, apart from its texts", async () => {
    const failing = {
      'appConfig.update': () => Promise.reject(new ApiError(500, 'Boom', undefined, 'req-42')),
    };
    const titled = renderUpdate({ failure: 'Error adding phone number' }, failing);
    await act(() => titled.result.current.mutateAsync(UPDATE).catch(() => undefined));
    expect(titled.notify.error).toHaveBeenCalledWith('Error adding phone number', {
      description: 'Boom',
      requestId: 'req-42',
    });
    const made = renderUpdate({ failure: (m) => `Save failed: ${m}` }, failing);
    await act(() => made.result.current.mutateAsync(UPDATE).catch(() => undefined));
    expect(made.notify.error).toHaveBeenCalledWith('Save failed: Boom', { requestId: 'req-42' });
  });

  it('keeps a failure toast up as long as asked', async () => {
    const { result, notify } = renderUpdate(
      { failure: (m) => `Save failed: ${m}`, failureDurationMs: TOASTS.calendarErrorDurationMs },
      { 'appConfig.update': () => Promise.reject(new ApiError(400, 'The token is not valid JSON')) },
    );
    await act(() => result.current.mutateAsync(UPDATE).catch(() => undefined));
    expect(notify.error).toHaveBeenCalledWith('Save failed: The token is not valid JSON', {
      durationMs: TOASTS.calendarErrorDurationMs,
    });
  });

  it.each([401, 403])(
    'never toasts an auth failure (%s): the host shows the Authentication Error',
    async (status) => {
      const onError = jest.fn();
      const failed = new ApiError(status, AUTH_FAILURE.message, AUTH_FAILURE.detail);
      for (const failure of ['Failed to update', (m: string) => `Failed: ${m}`]) {
        const { result, notify } = renderUpdate(
          { failure, onError },
          { 'appConfig.update': () => Promise.reject(failed) },
        );
        await act(() => result.current.mutateAsync(UPDATE).catch(() => undefined));
        expect(notify.error).not.toHaveBeenCalled();
        expect(notify.success).not.toHaveBeenCalled();
      }
      expect(onError).toHaveBeenCalledTimes(2);
    },
  );

  it('toasts nothing when no text is given', async () => {
    const { result, notify } = renderUpdate(
      {},
      { 'appConfig.update': () => Promise.reject(new ApiError(500, 'x')) },
    );
    await act(() => result.current.mutateAsync(UPDATE).catch(() => undefined));
    expect(notify.error).not.toHaveBeenCalled();
  });
});
