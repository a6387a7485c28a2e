// Answers that are the same for everyone allowed to ask (the Dashboard's window counts, the latest leads), kept
// serialized between requests: with many consoles open, or fifty requests at once, one read of the database answers
// them all. An answer is kept only while no table it reads has changed. A trigger announces every change of those
// tables at its commit to every server process (NOTIFY, migration 0010), and this process also forgets its answers at
// the commit of each of its own writes, before that write's response leaves, so whoever wrote reads what they wrote.

import type { Clock } from '../clock';
import { listenForInvalidation } from '../db/cache-invalidation';
import type { Database } from '../db/client';
import { sharedAnswerLookups } from '../metrics/series';

export const TABLE_CHANGES_CHANNEL = 'callops_table_changes';
/** The tables whose changes migration 0010 announces: a shared answer may read these and no other. */
export type AnnouncedTable = 'calls' | 'companies';

/** An answer as the route's serializer made it. */
export type SerializedAnswer = string | Buffer | ArrayBuffer;

/** Answers kept at most; past it all are dropped (each is at most one page of a list). */
const MAX_ENTRIES = 200;

export interface SharedAnswers {
  /**
   * The serialized answer for `key`: the one kept, if none of `tables` changed since it was read and the app's clock
   * has moved less than `maxAgeMs` since; else the one `read` makes, which every request for `key` arriving meanwhile
   * shares.
   */
  answer(
    key: string,
    tables: readonly AnnouncedTable[],
    maxAgeMs: number,
    read: () => Promise<SerializedAnswer>,
  ): Promise<SerializedAnswer>;
  /** Forgets every answer: at the commit of a write of this process, which may have changed any table. */
  forgetAll(): void;
  close(): Promise<void>;
}

interface Kept {
  /** What the answer's tables looked like when its read began (see `stampOf`). */
  stamp: string;
  /** The app's clock when its read began, in ms. */
  at: number;
  body: Promise<SerializedAnswer>;
}

export function createSharedAnswers(database: Database, clock: Clock): SharedAnswers {
  // Changes heard per table, and forgetAll()s: an answer read under other counts is stale.
  const changes = new Map<string, number>();
  let forgotten = 0;
  const stampOf = (tables: readonly AnnouncedTable[]) =>
    `${forgotten}:${tables.map((table) => changes.get(table) ?? 0).join(',')}`;
  const kept = new Map<string, Kept>();
  const forgetAll = () => {
    forgotten += 1;
    kept.clear();
  };
  // Until this process hears every process's changes, it keeps nothing.
  const listener = listenForInvalidation(
    database,
    TABLE_CHANGES_CHANNEL,
    (table) => {
      changes.set(table, (changes.get(table) ?? 0) + 1);
    },
    forgetAll,
  );
  const fresh = (entry: Kept | undefined, stamp: string, now: number, maxAgeMs: number) =>
    entry !== undefined && entry.stamp === stamp && now >= entry.at && now - entry.at < maxAgeMs;

  return {
    async answer(key, tables, maxAgeMs, read) {
      await listener.ready;
      if (!listener.hearing()) {
        sharedAnswerLookups.inc({ result: 'miss' });
        return read();
      }
      const stamp = stampOf(tables);
      const now = clock.now().getTime();
      const entry = kept.get(key);
      // Kept, or being read since a moment that saw no change: a read in flight is shared as well.
      if (fresh(entry, stamp, now, maxAgeMs)) {
        sharedAnswerLookups.inc({ result: 'hit' });
        return (entry as Kept).body;
      }
      sharedAnswerLookups.inc({ result: 'miss' });
      const body = read();
      const mine: Kept = { stamp, at: now, body };
      if (kept.size >= MAX_ENTRIES) kept.clear();
      kept.set(key, mine);
      try {
        return await body;
      } catch (error) {
        if (kept.get(key) === mine) kept.delete(key);
        throw error;
      }
    },
    forgetAll,
    async close() {
      kept.clear();
      await listener.close();
    },
  };
}
