// "Jobs or their events changed": told to every server process (PostgreSQL/PGlite NOTIFY) and from there to every
// open console (the server-sent event stream). Announcements are made after the change commits and at most once
// per job every quarter second, so a busy campaign costs a few notifications a second, not one per call, and no
// transaction waits on the notification queue.
import { EventEmitter } from 'node:events';
import type { JobChange } from '@callops/contracts/jobs';
import type { Database } from '../db/client';

export const CHANGES_CHANNEL = 'callops_changes';
const FLUSH_MS = 250;

/** What the stream sends (its contract). */
export type Change = JobChange;

export interface ChangeFeed {
  /** Queues an announcement; sent with the others of the next quarter second. */
  announce(change: Change): void;
  /** Calls `listener` for every change any process announced; resolves to the unsubscribe function. */
  subscribe(listener: (change: Change) => void): Promise<() => void>;
  close(): Promise<void>;
}

export function createChangeFeed(database: Database): ChangeFeed {
  const pending = new Map<string, Change>();
  let timer: NodeJS.Timeout | undefined;
  const received = new EventEmitter();
  received.setMaxListeners(0);
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;

  const flush = () => {
    timer = undefined;
    const changes = [...pending.values()].map((change) => JSON.stringify(change));
    pending.clear();
    if (changes.length === 0) return;
    // One statement for the quarter second's changes, each its own notification. A lost notification only delays a
    // console's refresh until its next poll: never worth failing for.
    database
      .executeSql('select pg_notify($1, c.change) from unnest($2::text[]) as c(change)', [
        CHANGES_CHANNEL,
        changes,
      ])
      .catch(() => undefined);
  };

  return {
    announce(change) {
      if (closed) return;
      pending.set(`${change.kind}:${change.jobId}`, change);
      timer ??= setTimeout(flush, FLUSH_MS);
      timer.unref();
    },
    async subscribe(listener) {
      listening ??= database.listen(CHANGES_CHANNEL, (payload) => {
        try {
          received.emit('change', JSON.parse(payload) as Change);
        } catch {
          // not ours
        }
      });
      await listening;
      received.on('change', listener);
      return () => received.off('change', listener);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      if (listening) await (await listening)();
    },
  };
}
