import {
  isKanbanMoveAllowed,
  KANBAN_COLUMNS,
  type KanbanBoard,
  type KanbanCard,
  type KanbanColumnPage,
  kanbanColumnOf,
  LEAD_MESSAGES,
  type LeadStatus,
} from '@callops/contracts/leads';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { companies } from '../../db/schema';
import { conflict } from '../../errors';
import { decodeKanbanCursor, encodeKanbanCursor } from './kanban-cursor';
import { lockCompany, writeLeadStatus } from './lead-status-change';
import { countCompaniesByStatus } from './status-counts';

const BOARD_STATUSES = KANBAN_COLUMNS.map((c) => c.status);

const cardColumns = {
  id: companies.id,
  name: companies.name,
  phone: companies.phone,
  service: companies.service,
  leadStatus: companies.leadStatus,
  createdAt: companies.createdAt,
  micros: sql<string>`((extract(epoch from ${companies.updatedAt}) * 1000000)::bigint)::text`,
};

const toCard = (row: {
  id: number;
  name: string;
  phone: string | null;
  service: string | null;
  leadStatus: string;
  createdAt: Date;
}): KanbanCard => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  service: row.service,
  lead_status: row.leadStatus as LeadStatus,
  created_at: row.createdAt.toISOString(),
});

/** One page of a column in board order (companies_status_updated_idx): `limit` cards after the cursor. */
export async function columnPage(
  ctx: ServiceContext,
  { status, after, limit }: { status: LeadStatus; after?: string | undefined; limit: number },
): Promise<KanbanColumnPage> {
  const cursor = after ? decodeKanbanCursor(after) : undefined;
  const rows = await ctx.db
    .select(cardColumns)
    .from(companies)
    .where(
      and(
        eq(companies.leadStatus, status),
        cursor
          ? sql`(${companies.updatedAt}, ${companies.id}) > (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(companies.updatedAt), asc(companies.id))
    .limit(limit + 1);
  const cards = rows.slice(0, limit);
  const last = cards.at(-1);
  return {
    cards: cards.map(toCard),
    next_cursor: rows.length > limit && last ? encodeKanbanCursor(last) : null,
  };
}

/** The opened board: every column's count from one grouped, indexed query, and each column's first page. */
export async function openBoard(
  ctx: ServiceContext,
  { perColumn }: { perColumn: number },
): Promise<KanbanBoard> {
  const counts = await countCompaniesByStatus(ctx.db, BOARD_STATUSES);
  const pages = await Promise.all(
    BOARD_STATUSES.map((status) =>
      (counts.get(status) ?? 0) === 0
        ? { cards: [], next_cursor: null }
        : columnPage(ctx, { status, limit: perColumn }),
    ),
  );
  return {
    columns: BOARD_STATUSES.map((status, i) => ({
      status,
      count: counts.get(status) ?? 0,
      ...(pages[i] ?? { cards: [], next_cursor: null }),
    })),
  };
}

const labelOf = (status: string) => kanbanColumnOf(status as LeadStatus)?.label ?? status;

/** A drag to another column: only the moves of spec §4, from where the lead really is now (409 otherwise). */
export async function moveCard(
  ctx: ServiceContext,
  { id, to }: { id: number; to: LeadStatus },
): Promise<KanbanCard> {
  const company = await lockCompany(ctx, id);
  const from = company.leadStatus as LeadStatus;
  if (!isKanbanMoveAllowed(from, to)) {
    throw conflict(LEAD_MESSAGES.kanbanMoveRejected(labelOf(from), labelOf(to)));
  }
  return toCard(await writeLeadStatus(ctx, company, to));
}
