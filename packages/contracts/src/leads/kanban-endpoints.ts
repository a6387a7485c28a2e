import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { idParamSchema } from '../core/envelope';
import {
  kanbanBoardQuerySchema,
  kanbanBoardSchema,
  kanbanCardSchema,
  kanbanColumnPageSchema,
  kanbanColumnParamSchema,
  kanbanColumnQuerySchema,
  kanbanMoveRequestSchema,
} from './kanban-board';

/** The Lead Kanban (development only): the board a page at a time, and the moves of spec §4. */
export const kanbanEndpoints = {
  board: defineEndpoint({
    method: 'GET',
    path: '/kanban/board',
    summary: `Every column's count and its first cards (per_column, default 20) ${CHOSEN_PATH_NOTE}`,
    tag: 'kanban',
    access: 'viewer',
    devOnly: true,
    query: kanbanBoardQuerySchema,
    response: kanbanBoardSchema,
  }),
  column: defineEndpoint({
    method: 'GET',
    path: '/kanban/columns/:status',
    summary: `The next cards of one column, after the cursor of the previous page ${CHOSEN_PATH_NOTE}`,
    tag: 'kanban',
    access: 'viewer',
    devOnly: true,
    params: kanbanColumnParamSchema,
    query: kanbanColumnQuerySchema,
    response: kanbanColumnPageSchema,
  }),
  /**
   * Tagged as a change of companies, not of the board: the page puts the server's card at the end of its new
   * column itself (spec §4), which reading the board again would page away.
   */
  move: defineEndpoint({
    method: 'PUT',
    path: '/kanban/leads/:id/move',
    summary: `Move a lead to another column; a move spec §4 does not allow is a 409 ${CHOSEN_PATH_NOTE}`,
    tag: 'companies',
    access: 'operator',
    devOnly: true,
    params: idParamSchema,
    body: kanbanMoveRequestSchema,
    response: kanbanCardSchema,
    affects: ['database', 'testing'],
  }),
};
