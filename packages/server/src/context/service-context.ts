import type { Db } from '../db/client';
import type { Logger } from '../logging/logger';
import type { Actor } from './actor';
import type { AppServices } from './app-services';
import { type AuditEntry, writeAuditEntry } from './audit-trail';

/**
 * What every service function gets as its first argument, `(ctx, input)`: for a request, `route()` builds it; for
 * the server's own work (jobs, start-up), `createServiceContext` does.
 */
export interface ServiceContext {
  actor: Actor;
  /** The moment this unit of work happens, from the app's clock (tests fix it). */
  now: Date;
  /** The database handle: for every write request the transaction route() opened, so it lands whole or not at all. */
  db: Db;
  log: Logger;
  /** Records who changed what, in the same transaction as the change. */
  audit(entry: AuditEntry): Promise<void>;
  /**
   * Runs `task` once the unit of work has committed (at once when there is no transaction): for effects outside the
   * database that must not happen for a change that rolls back, such as waking a queue worker.
   */
  afterCommit(task: () => void): void;
  app: AppServices;
}

/** The tasks a transaction leaves for after its commit; run() is called by whoever committed it. */
export class CommitTasks {
  private readonly tasks: (() => void)[] = [];
  add(task: () => void): void {
    this.tasks.push(task);
  }
  run(): void {
    for (const task of this.tasks.splice(0)) task();
  }
}

export function createServiceContext(
  app: AppServices,
  scope: { actor: Actor; db?: Db; log?: Logger; now?: Date; commitTasks?: CommitTasks },
): ServiceContext {
  const db = scope.db ?? app.database.db;
  const now = scope.now ?? app.clock.now();
  const { actor, commitTasks } = scope;
  return {
    actor,
    now,
    db,
    log: scope.log ?? app.logger,
    audit: (entry) => writeAuditEntry(db, actor, now, entry),
    afterCommit: (task) => (commitTasks ? commitTasks.add(task) : task()),
    app,
  };
}
