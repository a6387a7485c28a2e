// A column's page cursor: the last card's place in the column order (updated_at, id). The time travels as whole
// microseconds since 1970, PostgreSQL's own precision, so no card is skipped or repeated between pages.

export interface KanbanCursor {
  micros: string;
  id: number;
}

export const encodeKanbanCursor = ({ micros, id }: KanbanCursor): string => `${micros}-${id}`;

/** The contract's pattern has already checked the shape. */
export function decodeKanbanCursor(cursor: string): KanbanCursor {
  const [micros = '0', id = '0'] = cursor.split('-');
  return { micros, id: Number(id) };
}
