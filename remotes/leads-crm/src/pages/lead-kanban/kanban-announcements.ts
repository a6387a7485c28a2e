// What screen readers hear while a card is dragged (dnd-kit's live region), in the board's own words.

import { type KanbanCard, kanbanColumnOf, type LeadStatus } from '@callops/contracts/leads';
import type { Announcements } from '@dnd-kit/core';
import { planDrop } from './kanban-drop';
import { LEAD_KANBAN_TEXT } from './lead-kanban-text';

type Dragged = { data: { current?: Record<string, unknown> | undefined } } | null | undefined;

const cardOf = (active: Dragged): KanbanCard | undefined =>
  active?.data.current?.card as KanbanCard | undefined;
const labelOf = (status: unknown) => kanbanColumnOf(status as LeadStatus)?.label ?? String(status);

/**
 * One board's announcements. Only a change of column is announced while dragging: dnd-kit reports the card's own
 * column right after the pick-up, which would otherwise replace 'Picked up …' before it is read.
 */
export function createKanbanAnnouncements(): Announcements {
  let lastOver: unknown = null;
  return {
    onDragStart: ({ active }) => {
      const card = cardOf(active);
      lastOver = card?.lead_status ?? null;
      return card ? LEAD_KANBAN_TEXT.pickedUp(card.name, labelOf(card.lead_status)) : undefined;
    },
    onDragOver: ({ active, over }) => {
      const card = cardOf(active);
      const id = over?.id ?? null;
      if (!card || id === lastOver) return undefined;
      lastOver = id;
      return over ? LEAD_KANBAN_TEXT.over(card.name, labelOf(over.id)) : LEAD_KANBAN_TEXT.notOver(card.name);
    },
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active);
      if (!card) return undefined;
      if (!over) return LEAD_KANBAN_TEXT.droppedNowhere(card.name);
      const plan = planDrop(card.lead_status, over.id as LeadStatus);
      return plan.kind === 'rejected'
        ? LEAD_KANBAN_TEXT.droppedRejected(card.name, plan.message)
        : LEAD_KANBAN_TEXT.dropped(card.name, labelOf(over.id));
    },
    onDragCancel: ({ active }) => {
      const card = cardOf(active);
      return card ? LEAD_KANBAN_TEXT.cancelled(card.name) : undefined;
    },
  };
}
