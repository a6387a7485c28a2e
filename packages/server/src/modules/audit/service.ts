import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';

export interface AuditRecord {
  action: string;
  entity: string;
  entityKey?: string | null;
  /** Already masked when the value is sensitive: the audit log never holds a secret whole. */
  oldValue?: string | null;
  newValue?: string | null;
}

/** Writes one audit entry; pass the transaction of the change so both land together or not at all. */
export async function recordAudit(db: Db, actor: AuthUser, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.id,
    username: actor.username,
    action: record.action,
    entity: record.entity,
    entityKey: record.entityKey ?? null,
    oldValue: record.oldValue ?? null,
    newValue: record.newValue ?? null,
  });
}

export async function listAudit(db: Db, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
