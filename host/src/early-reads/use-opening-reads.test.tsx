import { createFakeApiClient } from '@callops/api-client/test-support';
import { endpoints } from '@callops/contracts';
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { user } from '../test-support/console-fixtures';
import { useOpeningReads } from './use-opening-reads';

describe('useOpeningReads', () => {
  it('reads what the user may, once the user is known, then says so', async () => {
    const active = jest.fn(async () => ({ jobs: [], count: 0 }));
    const list = jest.fn(async () => []);
    const api = createFakeApiClient({ 'jobs.active': active, 'users.list': list });
    const queryClient = new QueryClient();
    const asked = jest.fn();
    const reads = [endpoints.jobs.active, endpoints.users.list];
    const { rerender } = renderHook(
      ({ signedIn }) =>
        useOpeningReads(queryClient, api, signedIn ? user({ role: 'viewer' }) : null, reads, asked),
      { initialProps: { signedIn: false } },
    );
    expect(active).not.toHaveBeenCalled();
    rerender({ signedIn: true });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(active).toHaveBeenCalledTimes(1);
    // a viewer may not list users: that read is never asked
    expect(list).not.toHaveBeenCalled();
    rerender({ signedIn: true });
    expect(active).toHaveBeenCalledTimes(1);
  });
});
