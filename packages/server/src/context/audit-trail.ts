import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from './actor';

/** One entry of the audit log: who changed what. */
export interface AuditEntry {
  action: string;
  entity: string;
  entityKey?: string | null;
  /** Already masked when the value is sensitive: the audit log never holds a secret whole. */
  oldValue?: string | null;
  newValue?: string | null;
}

/** Writes one audit entry with the database handle of the change, so both land together or not at all. */
export async function writeAuditEntry(db: Db, actor: Actor, at: Date, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.id,
    username: actor.username,
    action: entry.action,
    entity: entry.entity,
    entityKey: entry.entityKey ?? null,
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
    createdAt: at,
  });
}
