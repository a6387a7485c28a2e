import { EventEmitter } from 'node:events';
import type { LogEntry, LogLevel } from '@callops/contracts/logs';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { logs } from '../db/schema';

export type PendingLog = {
  level: LogLevel;
  message: string;
  service: string;
  timestamp: Date;
  /** The request the line was logged under (its X-Request-Id), if any. */
  requestId?: string | null;
};

const FLUSH_INTERVAL_MS = 250;
const MAX_BUFFER = 500;

/**
 * Keeps the server's own log entries: buffered, written in batches (one insert per flush, not one per line),
 * and pushed to live subscribers (/ws/logs) once stored.
 */
export class LogStore {
  private buffer: PendingLog[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly events = new EventEmitter();
  private closed = false;

  constructor(private readonly db: Db) {
    this.events.setMaxListeners(0);
  }

  record(entry: PendingLog): void {
    if (this.closed) return;
    this.buffer.push(entry);
    if (this.buffer.length >= MAX_BUFFER) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
      this.timer.unref();
    }
  }

  /** Writes what is buffered; resolves once every entry recorded before the call is stored. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        const rows = await this.db.insert(logs).values(batch).returning();
        for (const row of rows) this.events.emit('entry', toLogEntry(row));
      } catch (err) {
        // The log store must never take the server down; the line still went to stdout.
        process.stderr.write(
          `log store: could not store ${batch.length} entries: ${(err as Error).message}\n`,
        );
      }
    });
    return this.flushing;
  }

  async list(opts: { limit: number; level?: LogLevel }): Promise<LogEntry[]> {
    await this.flush();
    const rows = await this.db
      .select()
      .from(logs)
      .where(opts.level ? and(eq(logs.level, opts.level)) : undefined)
      .orderBy(desc(logs.timestamp), desc(logs.id))
      .limit(opts.limit);
    return rows.map(toLogEntry);
  }

  subscribe(listener: (entry: LogEntry) => void): () => void {
    this.events.on('entry', listener);
    return () => this.events.off('entry', listener);
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }
}

export function toLogEntry(row: typeof logs.$inferSelect): LogEntry {
  return {
    id: row.id,
    level: row.level,
    message: row.message,
    service: row.service,
    timestamp: row.timestamp.toISOString(),
  };
}
