// The do-not-call list: numbers in E.164, one active entry each; a removed entry is kept (who, when) and the number
// may be listed again. Every addition takes the list's lock, so a dial under way finishes first and no later dial
// misses it (dial-guard.ts).
import {
  type AddDoNotCallRequest,
  type DoNotCallEntry,
  type DoNotCallExportQuery,
  type DoNotCallQuery,
  doNotCallExportQuerySchema,
  type ImportDoNotCallResult,
  DO_NOT_CALL_MESSAGES as TEXT,
} from '@callops/contracts/compliance';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../context/service-context';
import { doNotCall, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { csvRows } from '../../http/csv-rows';
import { asShownTo, type SignedCsvDownload } from '../../http/signed-csv-download';
import { phoneKey } from './callee-location';
import { readDoNotCallCsv } from './csv-import';
import { lockListForAdding } from './dial-guard';

const addedBy = alias(users, 'added_by_user');
const removedBy = alias(users, 'removed_by_user');

const entryColumns = {
  entry: doNotCall,
  addedBy: addedBy.username,
  removedBy: removedBy.username,
};

/** Who added an entry the person asked for themselves. */
const BY_THE_PERSON: Partial<Record<DoNotCallEntry['source'], string>> = {
  call: 'the caller, during a call',
  sms: 'the person, by texting STOP',
};

type EntryRow = { entry: typeof doNotCall.$inferSelect; addedBy: string | null; removedBy: string | null };

function toEntry({ entry, addedBy: added, removedBy: removed }: EntryRow): DoNotCallEntry {
  return {
    id: entry.id,
    phone: entry.phone,
    reason: entry.reason,
    source: entry.source,
    source_call_id: entry.sourceCallId,
    added_by: added ?? BY_THE_PERSON[entry.source] ?? null,
    added_at: entry.addedAt.toISOString(),
    removed_by: removed,
    removed_at: entry.removedAt?.toISOString() ?? null,
  };
}

const entries = (ctx: ServiceContext) =>
  ctx.db
    .select(entryColumns)
    .from(doNotCall)
    .leftJoin(addedBy, eq(addedBy.id, doNotCall.addedBy))
    .leftJoin(removedBy, eq(removedBy.id, doNotCall.removedBy));

/** The view and the search: digits match any part of the number, other words the reason. */
function listWhere({ q, view }: Pick<DoNotCallQuery, 'q' | 'view'>): SQL | undefined {
  const shown =
    view === 'active'
      ? isNull(doNotCall.removedAt)
      : view === 'removed'
        ? isNotNull(doNotCall.removedAt)
        : undefined;
  const digits = q?.replace(/\D/g, '') ?? '';
  const words = q?.trim() ?? '';
  const search = words
    ? or(
        digits ? sql`${doNotCall.phone} like ${`%${digits}%`}` : undefined,
        ilike(doNotCall.reason, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      )
    : undefined;
  return and(shown, search);
}

const newestFirst = [desc(doNotCall.addedAt), desc(doNotCall.id)];

export async function listDoNotCall(ctx: ServiceContext, query: DoNotCallQuery) {
  const where = listWhere(query);
  const rows = await entries(ctx)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(doNotCall).where(where);
  return {
    data: rows.map(toEntry),
    pagination: { limit: query.limit, offset: query.offset, total: counted?.n ?? 0 },
  };
}

async function entryById(ctx: ServiceContext, id: number): Promise<DoNotCallEntry> {
  const [row] = await entries(ctx).where(eq(doNotCall.id, id)).limit(1);
  if (!row) throw notFound(TEXT.notFound(id));
  return toEntry(row);
}

export async function addToDoNotCall(
  ctx: ServiceContext,
  input: AddDoNotCallRequest,
): Promise<DoNotCallEntry> {
  const phone = phoneKey(input.phone);
  if (!phone) {
    const message = TEXT.invalidPhone(input.phone);
    throw badRequest(message, [{ field: 'phone', message }]);
  }
  await lockListForAdding(ctx);
  const [added] = await ctx.db
    .insert(doNotCall)
    .values({
      phone,
      reason: input.reason || null,
      source: 'manual',
      addedBy: ctx.actor.id,
      addedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: doNotCall.id });
  if (!added) throw conflict(TEXT.alreadyListed(phone));
  await ctx.audit({
    action: 'create',
    entity: 'do_not_call',
    entityKey: phone,
    newValue: input.reason ?? null,
  });
  return entryById(ctx, added.id);
}

export async function removeFromDoNotCall(ctx: ServiceContext, id: number): Promise<DoNotCallEntry> {
  const [row] = await ctx.db.select().from(doNotCall).where(eq(doNotCall.id, id)).limit(1).for('update');
  if (!row) throw notFound(TEXT.notFound(id));
  if (row.removedAt) throw conflict(TEXT.alreadyRemoved(row.phone));
  await ctx.db
    .update(doNotCall)
    .set({ removedAt: ctx.now, removedBy: ctx.actor.id })
    .where(eq(doNotCall.id, id));
  await ctx.audit({ action: 'delete', entity: 'do_not_call', entityKey: row.phone, oldValue: row.reason });
  return entryById(ctx, id);
}

/** Rows a statement inserts at most: the parameters of one statement stay small. */
const IMPORT_BATCH = 5_000;

/** All of the file or nothing: any bad line refuses the import with its number and reason. */
export async function importDoNotCall(ctx: ServiceContext, csv: string): Promise<ImportDoNotCallResult> {
  const reading = readDoNotCallCsv(csv);
  if (!reading.ok) {
    const message = TEXT.importLine(reading.line, reading.reason);
    throw badRequest(message, [{ field: 'csv', message }]);
  }
  if (reading.numbers.length === 0)
    throw badRequest(TEXT.importEmpty, [{ field: 'csv', message: TEXT.importEmpty }]);
  await lockListForAdding(ctx);
  const unique = [...new Map(reading.numbers.map((number) => [number.phone, number])).values()];
  let added = 0;
  for (let start = 0; start < unique.length; start += IMPORT_BATCH) {
    const batch = unique.slice(start, start + IMPORT_BATCH).map(({ phone, reason }) => ({ phone, reason }));
    const inserted = (await ctx.db.execute(sql`
      insert into do_not_call (phone, reason, source, added_by, added_at)
      select v.phone, v.reason, 'import', ${ctx.actor.id}, ${ctx.now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(phone text, reason text)
      on conflict do nothing
      returning id`)) as unknown as { rows: unknown[] };
    added += inserted.rows.length;
  }
  const result = { total: reading.numbers.length, added, already_listed: reading.numbers.length - added };
  await ctx.audit({ action: 'import', entity: 'do_not_call', newValue: TEXT.imported(result) });
  return result;
}

const EXPORT_BATCH = 2_000;

async function* doNotCallCsv(ctx: ServiceContext, filters: Pick<DoNotCallQuery, 'q' | 'view'>) {
  yield csvRows([['phone', 'reason', 'source', 'added_at', 'added_by', 'removed_at', 'removed_by']]);
  const where = listWhere(filters);
  let afterId: number | null = null;
  for (;;) {
    const rows: EntryRow[] = await entries(ctx)
      .where(afterId === null ? where : and(where, sql`${doNotCall.id} < ${afterId}`))
      .orderBy(desc(doNotCall.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield csvRows(
      rows
        .map((row) => asShownTo(ctx, toEntry(row)))
        .map((e) => [e.phone, e.reason, e.source, e.added_at, e.added_by, e.removed_at, e.removed_by]),
    );
    afterId = (rows[rows.length - 1] as EntryRow).entry.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

export const doNotCallExport: SignedCsvDownload<DoNotCallExportQuery> = {
  path: '/media/exports/do-not-call.csv',
  summary: 'The do-not-call list as CSV (a signed link from GET /api/v1/do-not-call/export-link)',
  tag: 'do-not-call',
  filters: doNotCallExportQuerySchema,
  filename: ({ view }, day) => `do-not-call-${view}-${day}.csv`,
  rows: (ctx, filters) => doNotCallCsv(ctx, filters),
};

/**
 * The person texted an opt-out word: the number goes on the list (source 'sms'); false when it was on it already.
 */
export async function listBySms(ctx: ServiceContext, phone: string, word: string): Promise<boolean> {
  await lockListForAdding(ctx);
  const added = await ctx.db
    .insert(doNotCall)
    .values({ phone, reason: `Texted ${word}`, source: 'sms', addedAt: ctx.now })
    .onConflictDoNothing()
    .returning({ id: doNotCall.id });
  if (added.length > 0)
    await ctx.audit({
      action: 'create',
      entity: 'do_not_call',
      entityKey: phone,
      newValue: `texted ${word}`,
    });
  return added.length > 0;
}

/** The person texted START: the number's active entry is removed (kept, as every removal); false when none was. */
export async function unlistBySms(ctx: ServiceContext, phone: string, word: string): Promise<boolean> {
  const removed = await ctx.db
    .update(doNotCall)
    .set({ removedAt: ctx.now })
    .where(and(eq(doNotCall.phone, phone), isNull(doNotCall.removedAt)))
    .returning({ reason: doNotCall.reason });
  if (removed.length > 0)
    await ctx.audit({
      action: 'delete',
      entity: 'do_not_call',
      entityKey: phone,
      oldValue: removed[0]?.reason ?? null,
      newValue: `texted ${word}`,
    });
  return removed.length > 0;
}
