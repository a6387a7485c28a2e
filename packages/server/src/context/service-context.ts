import type { AppServices } from '../app-services';
import type { Db } from '../db/client';
import type { Logger } from '../logging/logger';
import type { Actor } from './actor';
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
  app: AppServices;
}

export function createServiceContext(
  app: AppServices,
  scope: { actor: Actor; db?: Db; log?: Logger; now?: Date },
): ServiceContext {
  const db = scope.db ?? app.database.db;
  const now = scope.now ?? app.clock.now();
  const { actor } = scope;
  return {
    actor,
    now,
    db,
    log: scope.log ?? app.logger,
    audit: (entry) => writeAuditEntry(db, actor, now, entry),
    app,
  };
}
