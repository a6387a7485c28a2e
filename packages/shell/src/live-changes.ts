import type { ServerSentEvent } from '@callops/api-client';
import { JOB_CHANGES_STREAM, jobChangeSchema } from '@callops/contracts/jobs';

/** 'connecting' until the first connection is ready; 'down' while waiting to reconnect (the polling then rules). */
export type LiveStatus = 'connecting' | 'live' | 'down';

export const LIVE_CHANGES = {
  /** The first wait after the stream drops; it doubles each failed attempt up to `reconnectMaxMs`. */
  reconnectInitialMs: 1_000,
  reconnectMaxMs: 30_000,
  /** A burst of changes refreshes at once and then at most this often, so a screen is never a second behind. */
  refreshEveryMs: 500,
} as const;

/** 1 s, 2 s, 4 s … up to 30 s: a server that is down is not hammered, one that is back is found soon. */
export function reconnectDelayMs(failedAttempts: number): number {
  return Math.min(LIVE_CHANGES.reconnectMaxMs, LIVE_CHANGES.reconnectInitialMs * 2 ** failedAttempts);
}

/**
 * Runs `refresh` at once for the first request, then folds later requests into one more run, which starts once the
 * window of `everyMs` has passed and the previous run has settled: a server slower than the changes is asked one
 * question at a time, never a stream of questions each cancelling the one before.
 */
export function createRefreshThrottle(refresh: () => unknown, everyMs: number) {
  let window: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let pending = false;
  let cancelled = false;

  function flush() {
    if (cancelled || !pending || window || running) return;
    pending = false;
    running = true;
    window = setTimeout(() => {
      window = undefined;
      flush();
    }, everyMs);
    let result: unknown;
    try {
      result = refresh();
    } catch {
      // A failed read shows on its own screen; the next change tries again.
    }
    void Promise.resolve(result)
      .catch(() => undefined)
      .then(() => {
        running = false;
        flush();
      });
  }

  return {
    request() {
      pending = true;
      flush();
    },
    cancel() {
      cancelled = true;
      clearTimeout(window);
    },
  };
}

export interface WatchLiveChangesOptions {
  /** One connection to the job-changes stream; it ends when the signal aborts. */
  open: (signal: AbortSignal) => AsyncIterable<ServerSentEvent>;
  /** Read the jobs and events again (throttled); a promise keeps the next run waiting until it settles. */
  refresh: () => unknown;
  onStatus: (status: LiveStatus) => void;
}

/**
 * Keeps one connection to the job-changes stream: every change refreshes (throttled), a connection that becomes
 * ready refreshes once for what was missed while it was down, and a dropped or refused connection is retried after
 * `reconnectDelayMs`. Returns the function that stops it all.
 */
export function watchLiveChanges({ open, refresh, onStatus }: WatchLiveChangesOptions): () => void {
  const controller = new AbortController();
  const throttle = createRefreshThrottle(refresh, LIVE_CHANGES.refreshEveryMs);
  let failedAttempts = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const take = (message: ServerSentEvent) => {
    if (message.event === JOB_CHANGES_STREAM.readyEvent) {
      failedAttempts = 0;
      onStatus('live');
      throttle.request();
      return;
    }
    try {
      if (jobChangeSchema.safeParse(JSON.parse(message.data)).success) throttle.request();
    } catch {
      // Not a change of ours: nothing to refresh.
    }
  };

  const connect = async () => {
    try {
      for await (const message of open(controller.signal)) take(message);
    } catch {
      // Refused or broken: retried below like an ended stream.
    }
    if (controller.signal.aborted) return;
    onStatus('down');
    retry = setTimeout(connect, reconnectDelayMs(failedAttempts));
    failedAttempts += 1;
  };

  onStatus('connecting');
  void connect();
  return () => {
    controller.abort();
    clearTimeout(retry);
    throttle.cancel();
  };
}
