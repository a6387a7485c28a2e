import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { limitField } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';
import { leadStatusSchema } from './lead-status';

/** What a kanban card shows: company name, phone, service and created date. */
export const kanbanCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  service: z.string().nullable(),
  lead_status: leadStatusSchema,
  created_at: isoDateTime,
});
export type KanbanCard = z.infer<typeof kanbanCardSchema>;

/**
 * Where the next page of a column starts: the last card's place in the column's order (last change, then id),
 * as `<microseconds since 1970>-<id>`. Opaque to clients.
 */
export const kanbanCursorSchema = z
  .string()
  .max(40)
  .regex(/^\d{1,17}-\d{1,10}$/, 'is not a cursor this server gave');

/** One page of a column: least recently changed first, so a card moved in comes last. */
export const kanbanColumnPageSchema = z.object({
  cards: z.array(kanbanCardSchema),
  /** null on the last page. */
  next_cursor: kanbanCursorSchema.nullable(),
});
export type KanbanColumnPage = z.infer<typeof kanbanColumnPageSchema>;

export const kanbanColumnStateSchema = kanbanColumnPageSchema.extend({
  status: leadStatusSchema,
  /** Every lead in the column, not only the loaded ones. */
  count: z.number().int(),
});
export type KanbanColumnState = z.infer<typeof kanbanColumnStateSchema>;

/** The opened board: the 13 columns in board order, each with its count and its first page. */
export const kanbanBoardSchema = z.object({ columns: z.array(kanbanColumnStateSchema) });
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

const pageSize = () => limitField(PAGINATION.kanbanColumnPage, PAGINATION.kanbanColumnPageMax);

export const kanbanBoardQuerySchema = z.object({ per_column: pageSize() });
export type KanbanBoardQuery = z.infer<typeof kanbanBoardQuerySchema>;

export const kanbanColumnParamSchema = z.object({ status: leadStatusSchema });
export const kanbanColumnQuerySchema = z.object({ after: kanbanCursorSchema.optional(), limit: pageSize() });
export type KanbanColumnQuery = z.infer<typeof kanbanColumnQuerySchema>;

/** A drag to another column: only the moves of spec §4 are taken (409 otherwise). */
export const kanbanMoveRequestSchema = z.object({ to: leadStatusSchema });
export type KanbanMoveRequest = z.infer<typeof kanbanMoveRequestSchema>;
