import { createFakeApiClient, createFakeEventStream } from '@callops/api-client/test-support';
import { endpoints } from '@callops/contracts';
import { JOB_CHANGES_STREAM } from '@callops/contracts/jobs';
import { act, waitFor } from '@testing-library/react';
import { useEndpointQuery } from './endpoint-query';
import { renderRemoteHook } from './test-support';
import { useLiveJobChanges } from './use-live-job-changes';

const job = (id: string) => ({ kind: 'job', jobId: id });

function setup() {
  const changes = createFakeEventStream();
  const active = jest.fn(async () => ({ jobs: [], count: 0 }));
  const recent = jest.fn(async () => []);
  const stats = jest.fn(async () => ({ activeTimers: 0, totalTimers: 0, averageDuration: 0 }));
  const api = createFakeApiClient(
    { 'jobs.active': active, 'events.recent': recent, 'jobs.timerStats': stats },
    { [JOB_CHANGES_STREAM.path]: changes.open },
  );
  const hook = renderRemoteHook(
    () => ({
      live: useLiveJobChanges(),
      active: useEndpointQuery(endpoints.jobs.active),
      recent: useEndpointQuery(endpoints.events.recent, { query: {} }),
      timers: useEndpointQuery(endpoints.jobs.timerStats),
    }),
    { api },
  );
  return { changes, active, recent, stats, ...hook };
}

describe('useLiveJobChanges', () => {
  it('reads the jobs and events again when the stream says something changed', async () => {
    const { changes, active, recent, stats, result } = setup();
    await waitFor(() => expect(changes.connected).toBe(true));
    expect(result.current.live).toBe('connecting');
    await waitFor(() => expect(result.current.active.isSuccess).toBe(true));

    act(() => changes.send({ event: 'ready', data: '{}' }));
    await waitFor(() => expect(result.current.live).toBe('live'));
    await waitFor(() => expect(active).toHaveBeenCalledTimes(2));

    await new Promise((resolve) => setTimeout(resolve, 600));
    act(() => changes.send({ event: 'message', data: JSON.stringify(job('j1')) }));
    await waitFor(() => expect(active).toHaveBeenCalledTimes(3));
    expect(recent).toHaveBeenCalledTimes(3);
    expect(stats).toHaveBeenCalledTimes(3); // timers are read under the jobs tag too
  });

  it('says when the stream is down, and closes it when unmounted', async () => {
    const { changes, result, unmount } = setup();
    await waitFor(() => expect(changes.connected).toBe(true));
    act(() => changes.fail());
    await waitFor(() => expect(result.current.live).toBe('down'));
    await waitFor(() => expect(changes.connected).toBe(true), { timeout: 2_000 });
    unmount();
    await waitFor(() => expect(changes.connected).toBe(false));
  });

  it('opens nothing while signed out', async () => {
    const changes = createFakeEventStream();
    const api = createFakeApiClient({}, { [JOB_CHANGES_STREAM.path]: changes.open });
    renderRemoteHook(() => useLiveJobChanges(), { api, token: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes.opened).toBe(0);
  });
});
