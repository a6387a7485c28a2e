import { kanbanCursorSchema } from '@callops/contracts/leads';
import { decodeKanbanCursor, encodeKanbanCursor } from './kanban-cursor';

describe('kanban cursor', () => {
  it('round-trips the last card of a page and passes the contract', () => {
    const cursor = encodeKanbanCursor({ micros: '1773243000123456', id: 42 });
    expect(cursor).toBe('1773243000123456-42');
    expect(kanbanCursorSchema.safeParse(cursor).success).toBe(true);
    expect(decodeKanbanCursor(cursor)).toEqual({ micros: '1773243000123456', id: 42 });
  });

  it('is refused by the contract when it is not one the server gave', () => {
    for (const bad of ['', '12', 'a-1', '1-2-3', '1.5-2', `${'9'.repeat(18)}-1`]) {
      expect(kanbanCursorSchema.safeParse(bad).success).toBe(false);
    }
  });
});
