import type { KanbanCard } from '@callops/contracts/leads';
import { createKanbanAnnouncements } from './kanban-announcements';

const card: KanbanCard = {
  id: 7,
  name: 'Maple Leaf Plumbing',
  phone: null,
  service: null,
  lead_status: 'NEW',
  created_at: '2026-03-01T00:00:00.000Z',
};
const active = { id: 7, data: { current: { card } }, rect: { current: { initial: null, translated: null } } };
const over = (id: string) => ({
  id,
  rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
  disabled: false,
  data: { current: {} },
});

describe('kanban announcements', () => {
  it('say what is picked up, where it is and where it went, by column label', () => {
    const A = createKanbanAnnouncements();
    expect(A.onDragStart({ active })).toBe('Picked up Maple Leaf Plumbing from New Leads.');
    // Its own column right after the pick-up says nothing new; coming back to it later does.
    expect(A.onDragOver({ active, over: over('NEW') })).toBeUndefined();
    expect(A.onDragOver({ active, over: over('NEW_IN_PROGRESS') })).toBe(
      'Maple Leaf Plumbing is over In Progress.',
    );
    expect(A.onDragOver({ active, over: over('NEW_IN_PROGRESS') })).toBeUndefined();
    expect(A.onDragOver({ active, over: null })).toBe('Maple Leaf Plumbing is not over a column.');
    expect(A.onDragOver({ active, over: over('NEW') })).toBe('Maple Leaf Plumbing is over New Leads.');
    expect(A.onDragEnd({ active, over: over('NEW_IN_PROGRESS') })).toBe(
      'Maple Leaf Plumbing was dropped on In Progress.',
    );
    expect(A.onDragCancel({ active, over: null })).toBe(
      'Dragging was cancelled. Maple Leaf Plumbing stays where it was.',
    );
  });

  it('say a refused drop leaves the card where it was', () => {
    const A = createKanbanAnnouncements();
    expect(A.onDragEnd({ active, over: over('QUALIFIED') })).toBe(
      'Maple Leaf Plumbing was dropped: Cannot move from New Leads to Qualified. It stays where it was.',
    );
    expect(A.onDragEnd({ active, over: null })).toBe(
      'Maple Leaf Plumbing was dropped outside the columns. It stays where it was.',
    );
  });
});
