import type { AuditLogEntry, AuditLogQuery } from '@callops/contracts/audit-log';
import { desc, eq } from 'drizzle-orm';
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
  /** When it happened (the app clock); the database's now() when absent. */
  at?: Date;
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
    ...(record.at ? { createdAt: record.at } : {}),
  });
}

/** Newest first, one page; optionally one kind of entity. */
export async function listAuditEntries(db: Db, query: AuditLogQuery): Promise<AuditLogEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(query.entity ? eq(auditLog.entity, query.entity) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    username: row.username,
    action: row.action,
    entity: row.entity,
    entity_key: row.entityKey,
    old_value: row.oldValue,
    new_value: row.newValue,
    created_at: row.createdAt.toISOString(),
  }));
}
