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

/** Runs `refresh` at once for the first request, then at most once per `everyMs` while requests keep coming. */
export function createRefreshThrottle(refresh: () => void, everyMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const openWindow = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (pending) {
        pending = false;
        refresh();
        openWindow();
      }
    }, everyMs);
  };
  return {
    request() {
      if (timer) {
        pending = true;
        return;
      }
      refresh();
      openWindow();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = false;
    },
  };
}

export interface WatchLiveChangesOptions {
  /** One connection to the job-changes stream; it ends when the signal aborts. */
  open: (signal: AbortSignal) => AsyncIterable<ServerSentEvent>;
  /** Read the jobs and events again (throttled). */
  refresh: () => void;
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
