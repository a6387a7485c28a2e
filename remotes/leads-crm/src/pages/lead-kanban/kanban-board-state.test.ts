import type { KanbanBoard, KanbanCard, LeadStatus } from '@callops/contracts/leads';
import { type BoardState, boardStateOf, isNearEnd, withMove, withPage } from './kanban-board-state';

const card = (id: number, status: LeadStatus = 'NEW'): KanbanCard => ({
  id,
  name: `Lead ${id}`,
  phone: null,
  service: null,
  lead_status: status,
  created_at: '2026-03-01T00:00:00.000Z',
});
const BOARD: KanbanBoard = {
  columns: [
    { status: 'NEW', count: 30, cards: [card(1), card(2)], next_cursor: 'c1' },
    { status: 'NEW_IN_PROGRESS', count: 1, cards: [card(3, 'NEW_IN_PROGRESS')], next_cursor: null },
  ],
};
const column = (state: BoardState, status: LeadStatus) => state.find((c) => c.status === status);

describe('kanban board state', () => {
  it('has the 13 columns in board order with label, colour, count and first cards', () => {
    const state = boardStateOf(BOARD);
    expect(state).toHaveLength(13);
    expect(state[0]).toMatchObject({ status: 'NEW', label: 'New Leads', count: 30, nextCursor: 'c1' });
    expect(state[0]?.color).toMatch(/^#/);
    expect(column(state, 'UNQUALIFIED')).toMatchObject({
      label: 'Unqualified',
      count: 0,
      cards: [],
      nextCursor: null,
    });
  });

  it('appends a page to its column, never a card twice', () => {
    const state = withPage(boardStateOf(BOARD), 'NEW', { cards: [card(2), card(4)], next_cursor: null });
    expect(column(state, 'NEW')?.cards.map((c) => c.id)).toEqual([1, 2, 4]);
    expect(column(state, 'NEW')?.nextCursor).toBeNull();
    expect(column(state, 'NEW')?.count).toBe(30);
  });

  it('moves the card the server answered to the end of its new column, counts following', () => {
    const state = withMove(boardStateOf(BOARD), card(1, 'NEW_IN_PROGRESS'), 'NEW');
    expect(column(state, 'NEW')).toMatchObject({ count: 29 });
    expect(column(state, 'NEW')?.cards.map((c) => c.id)).toEqual([2]);
    expect(column(state, 'NEW_IN_PROGRESS')).toMatchObject({ count: 2 });
    expect(column(state, 'NEW_IN_PROGRESS')?.cards.map((c) => c.id)).toEqual([3, 1]);
    // Answered twice (a double drop): nothing counts twice.
    expect(withMove(state, card(1, 'NEW_IN_PROGRESS'), 'NEW')).toEqual(state);
  });

  it('loads the next page near the end of a column', () => {
    expect(isNearEnd({ scrollTop: 400, clientHeight: 500, scrollHeight: 960 })).toBe(true);
    expect(isNearEnd({ scrollTop: 0, clientHeight: 500, scrollHeight: 960 })).toBe(false);
    expect(isNearEnd({ scrollTop: 0, clientHeight: 500, scrollHeight: 500 })).toBe(true);
  });
});
