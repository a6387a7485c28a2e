import { ApiError } from '../api-error';
import type { StreamOptions } from '../event-stream';
import type { ServerSentEvent } from '../sse-parser';

/** A scripted server-sent event stream for `createFakeApiClient(handlers, { [path]: stream.open })`. */
export interface FakeEventStream {
  /** What `api.stream(path, options)` returns: one connection per call. */
  open: (options?: StreamOptions) => AsyncIterable<ServerSentEvent>;
  /** Connections opened so far. */
  readonly opened: number;
  /** Whether a connection is open now (opened, not ended, failed or aborted). */
  readonly connected: boolean;
  /** Sends an event on the open connection. */
  send(event: ServerSentEvent): void;
  /** The server ends the open connection. */
  end(): void;
  /** The open connection breaks with this error. */
  fail(error?: Error): void;
  /** While set, every new connection is refused with this error (e.g. the server is down). */
  refuseWith(error: Error | null): void;
}

interface Connection {
  queue: ServerSentEvent[];
  wake: (() => void) | null;
  ended: boolean;
  error: Error | null;
}

export function createFakeEventStream(): FakeEventStream {
  let opened = 0;
  let refusal: Error | null = null;
  let current: Connection | null = null;

  const nudge = (connection: Connection) => {
    const wake = connection.wake;
    connection.wake = null;
    wake?.();
  };

  async function* connect(signal: AbortSignal | undefined): AsyncGenerator<ServerSentEvent> {
    opened += 1;
    if (refusal) throw refusal;
    const connection: Connection = { queue: [], wake: null, ended: false, error: null };
    current = connection;
    const onAbort = () => {
      connection.ended = true;
      nudge(connection);
    };
    signal?.addEventListener('abort', onAbort);
    try {
      while (true) {
        const next = connection.queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (connection.error) throw connection.error;
        if (connection.ended) return;
        await new Promise<void>((resolve) => {
          connection.wake = resolve;
        });
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      if (current === connection) current = null;
    }
  }

  return {
    open: (options) => connect(options?.signal),
    get opened() {
      return opened;
    },
    get connected() {
      return current !== null;
    },
    send(event) {
      if (!current) throw new Error('No stream connection is open');
      current.queue.push(event);
      nudge(current);
    },
    end() {
      if (!current) return;
      current.ended = true;
      nudge(current);
    },
    fail(error = new ApiError(0, 'Network error: stream broke')) {
      if (!current) return;
      current.error = error;
      nudge(current);
    },
    refuseWith(error) {
      refusal = error;
    },
  };
}
