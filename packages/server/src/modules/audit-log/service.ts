import type { AuditLogEntry, AuditLogQuery } from '@callops/contracts/audit-log';
import { desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { auditLog } from '../../db/schema';

/** Newest first, one page; optionally one kind of entity. */
export async function listAuditEntries(ctx: ServiceContext, query: AuditLogQuery): Promise<AuditLogEntry[]> {
  const rows = await ctx.db
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
