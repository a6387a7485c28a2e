// The board as the page holds it: each column's count and the cards loaded so far. It changes only with what the
// server answered: a page of a column, or a moved card (spec §4: not optimistic; the card goes to the end of its new
// column).
import {
  KANBAN_COLUMNS,
  type KanbanBoard,
  type KanbanCard,
  type KanbanColumnPage,
  type LeadStatus,
} from '@callops/contracts/leads';

export interface ColumnState {
  status: LeadStatus;
  label: string;
  color: string;
  count: number;
  cards: KanbanCard[];
  nextCursor: string | null;
}

export type BoardState = ColumnState[];

/** The 13 columns in board order, from the opened board (a column it lacks starts empty). */
export function boardStateOf(board: KanbanBoard): BoardState {
  return KANBAN_COLUMNS.map(({ status, label, color }) => {
    const column = board.columns.find((c) => c.status === status);
    return {
      status,
      label,
      color,
      count: column?.count ?? 0,
      cards: column?.cards ?? [],
      nextCursor: column?.next_cursor ?? null,
    };
  });
}

const appendNew = (cards: KanbanCard[], more: KanbanCard[]) => {
  const ids = new Set(cards.map((c) => c.id));
  return [...cards, ...more.filter((c) => !ids.has(c.id))];
};

/** A column with its next page loaded (a card already shown is not shown twice). */
export function withPage(state: BoardState, status: LeadStatus, page: KanbanColumnPage): BoardState {
  return state.map((column) =>
    column.status === status
      ? { ...column, cards: appendNew(column.cards, page.cards), nextCursor: page.next_cursor }
      : column,
  );
}

/** The board once the server moved `card` out of `from`: gone from there, last in its new column. */
export function withMove(state: BoardState, card: KanbanCard, from: LeadStatus): BoardState {
  return state.map((column) => {
    if (column.status === from && column.status !== card.lead_status) {
      const had = column.cards.some((c) => c.id === card.id);
      return {
        ...column,
        cards: column.cards.filter((c) => c.id !== card.id),
        count: Math.max(0, column.count - (had ? 1 : 0)),
      };
    }
    if (column.status === card.lead_status) {
      const others = column.cards.filter((c) => c.id !== card.id);
      return {
        ...column,
        cards: [...others, card],
        count: column.count + (others.length === column.cards.length ? 1 : 0),
      };
    }
    return column;
  });
}

/** Scrolled to within `threshold` pixels of the end: time to load the next page. */
export function isNearEnd(
  {
    scrollTop,
    clientHeight,
    scrollHeight,
  }: { scrollTop: number; clientHeight: number; scrollHeight: number },
  threshold = 64,
): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold;
}
