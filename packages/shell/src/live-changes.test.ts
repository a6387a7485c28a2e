import { ApiError } from '@callops/api-client';
import { createFakeEventStream } from '@callops/api-client/test-support';
import {
  createRefreshThrottle,
  LIVE_CHANGES,
  type LiveStatus,
  reconnectDelayMs,
  watchLiveChanges,
} from './live-changes';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = () => jest.advanceTimersByTimeAsync(0);
const change = (jobId: string) => ({ event: 'message', data: JSON.stringify({ kind: 'job', jobId }) });
const READY = { event: 'ready', data: '{}' };

function watch() {
  const stream = createFakeEventStream();
  const refresh = jest.fn();
  const statuses: LiveStatus[] = [];
  const stop = watchLiveChanges({
    open: (signal) => stream.open({ signal }),
    refresh,
    onStatus: (status) => statuses.push(status),
  });
  return { stream, refresh, statuses, stop };
}

describe('reconnectDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('createRefreshThrottle', () => {
  it('refreshes at once, then folds a burst into one more refresh at the end of the window', async () => {
    const refresh = jest.fn();
    const throttle = createRefreshThrottle(refresh, 500);
    throttle.request();
    expect(refresh).toHaveBeenCalledTimes(1);
    throttle.request();
    throttle.request();
    await jest.advanceTimersByTimeAsync(499);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    throttle.request();
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('asks again only once a slow refresh has settled, never two at a time', async () => {
    const settles: (() => void)[] = [];
    const refresh = jest.fn(() => new Promise<void>((resolve) => settles.push(resolve)));
    const throttle = createRefreshThrottle(refresh, 500);
    throttle.request();
    throttle.request();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    settles[0]?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(2);
    settles[1]?.();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('goes on after a refresh that fails', async () => {
    const refresh = jest.fn().mockRejectedValueOnce(new Error('offline')).mockReturnValue(undefined);
    const throttle = createRefreshThrottle(refresh, 500);
    throttle.request();
    throttle.request();
    await jest.advanceTimersByTimeAsync(500);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('drops what is pending when cancelled', async () => {
    const refresh = jest.fn();
    const throttle = createRefreshThrottle(refresh, 500);
    throttle.request();
    throttle.request();
    throttle.cancel();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('watchLiveChanges', () => {
  it('goes live when the stream is ready and refreshes within a second of every change', async () => {
    const { stream, refresh, statuses, stop } = watch();
    await settle();
    expect(statuses).toEqual(['connecting']);
    stream.send(READY);
    await settle();
    expect(statuses).toEqual(['connecting', 'live']);
    expect(refresh).toHaveBeenCalledTimes(1); // what changed before the stream was there

    await jest.advanceTimersByTimeAsync(LIVE_CHANGES.refreshEveryMs);
    stream.send(change('j1'));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 10; i += 1) stream.send(change(`j${i}`));
    await jest.advanceTimersByTimeAsync(LIVE_CHANGES.refreshEveryMs);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(LIVE_CHANGES.refreshEveryMs).toBeLessThan(1_000);
    stop();
  });

  it('ignores what is not a change', async () => {
    const { stream, refresh, stop } = watch();
    await settle();
    stream.send({ event: 'message', data: 'not json' });
    stream.send({ event: 'message', data: '{"kind":"other"}' });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('reconnects after a drop with a growing wait, and is live again once ready', async () => {
    const { stream, refresh, statuses, stop } = watch();
    await settle();
    stream.send(READY);
    await settle();
    stream.refuseWith(new ApiError(503, 'Service unavailable'));
    stream.fail();
    await settle();
    expect(statuses.at(-1)).toBe('down');
    expect(stream.opened).toBe(1);

    await jest.advanceTimersByTimeAsync(999);
    expect(stream.opened).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(stream.opened).toBe(2); // refused
    await jest.advanceTimersByTimeAsync(1_999);
    expect(stream.opened).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(stream.opened).toBe(3); // refused again
    expect(statuses.at(-1)).toBe('down');

    stream.refuseWith(null);
    await jest.advanceTimersByTimeAsync(4_000);
    expect(stream.opened).toBe(4);
    refresh.mockClear();
    stream.send(READY);
    await settle();
    expect(statuses.at(-1)).toBe('live');
    expect(refresh).toHaveBeenCalledTimes(1);

    // A ready connection starts the waits over: the next drop is retried after 1 s again.
    stream.end();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(stream.opened).toBe(5);
    stop();
  });

  it('closes the connection and retries nothing once stopped', async () => {
    const { stream, refresh, stop } = watch();
    await settle();
    stream.send(READY);
    await settle();
    stop();
    await settle();
    expect(stream.connected).toBe(false);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(stream.opened).toBe(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
