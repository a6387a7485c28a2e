// The audit log as an auditor reads it: every change, play, transcript view and export, filtered by who, what and
// when, a page at a time or whole as CSV (a signed link, like the other exports).
import {
  AUDIT_LOG_MESSAGES,
  type AuditLogEntry,
  type AuditLogFacets,
  type AuditLogFilters,
  type AuditLogQuery,
  auditLogFiltersSchema,
} from '@callops/contracts/audit-log';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { auditLog } from '../../db/schema';
import { badRequest } from '../../errors';
import { csvRows } from '../../http/csv-rows';
import type { SignedCsvDownload } from '../../http/signed-csv-download';

type AuditRow = typeof auditLog.$inferSelect;

function toEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    user_id: row.userId,
    username: row.username,
    action: row.action,
    entity: row.entity,
    entity_key: row.entityKey,
    old_value: row.oldValue,
    new_value: row.newValue,
    created_at: row.createdAt.toISOString(),
  };
}

function filtersWhere({ username, action, entity, from, to }: AuditLogFilters): SQL | undefined {
  if (from && to && new Date(to) <= new Date(from)) {
    throw badRequest(AUDIT_LOG_MESSAGES.badRange, [{ field: 'to', message: AUDIT_LOG_MESSAGES.badRange }]);
  }
  return and(
    username ? eq(auditLog.username, username) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    entity ? eq(auditLog.entity, entity) : undefined,
    from ? gte(auditLog.createdAt, new Date(from)) : undefined,
    to ? lt(auditLog.createdAt, new Date(to)) : undefined,
  );
}

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

/** Newest first, one page of the filtered log, and how many entries the filters match. */
export async function listAuditEntries(ctx: ServiceContext, query: AuditLogQuery) {
  const where = filtersWhere(query);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  return {
    data: rows.map(toEntry),
    pagination: { limit: query.limit, offset: query.offset, total: counted?.n ?? 0 },
  };
}

export async function auditFacets(ctx: ServiceContext): Promise<AuditLogFacets> {
  const distinct = async (
    column: typeof auditLog.username | typeof auditLog.action | typeof auditLog.entity,
  ) =>
    (await ctx.db.selectDistinct({ value: column }).from(auditLog).orderBy(column)).map((row) => row.value);
  return {
    usernames: await distinct(auditLog.username),
    actions: await distinct(auditLog.action),
    entities: await distinct(auditLog.entity),
  };
}

const EXPORT_BATCH = 2_000;
const CSV_HEADER = [
  'id',
  'created_at',
  'username',
  'action',
  'entity',
  'entity_key',
  'old_value',
  'new_value',
];

/** Every entry of the filters, newest first, a batch at a time below the last id sent. */
async function* auditCsv(ctx: ServiceContext, filters: AuditLogFilters) {
  yield csvRows([CSV_HEADER]);
  const where = filtersWhere(filters);
  let afterId: number | null = null;
  for (;;) {
    const rows: AuditRow[] = await ctx.db
      .select()
      .from(auditLog)
      .where(afterId === null ? where : and(where, lt(auditLog.id, afterId)))
      .orderBy(desc(auditLog.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield csvRows(
      rows.map((row) => [
        row.id,
        row.createdAt.toISOString(),
        row.username,
        row.action,
        row.entity,
        row.entityKey,
        row.oldValue,
        row.newValue,
      ]),
    );
    afterId = (rows[rows.length - 1] as AuditRow).id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

export const auditLogExport: SignedCsvDownload<AuditLogFilters> = {
  path: '/media/exports/audit-log.csv',
  summary: 'The audit log as CSV (a signed link from GET /api/v1/audit-log/export-link)',
  tag: 'audit-log',
  filters: auditLogFiltersSchema,
  filename: (_filters, day) => `audit-log-${day}.csv`,
  rows: (ctx, filters) => auditCsv(ctx, filters),
};
