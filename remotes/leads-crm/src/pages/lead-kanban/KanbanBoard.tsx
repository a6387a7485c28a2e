import type { KanbanBoard as Board, KanbanCard as Card, LeadStatus } from '@callops/contracts/leads';
import { useNotify } from '@callops/shell';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Col, Row, theme } from 'antd';
import { useMemo, useState } from 'react';
import { cardStyle, KanbanCardContent } from './KanbanCard';
import { KanbanColumn } from './KanbanColumn';
import { createKanbanAnnouncements } from './kanban-announcements';
import { type BoardState, boardStateOf, withMove, withPage } from './kanban-board-state';
import { planDrop } from './kanban-drop';
import { type ArrowKey, placeInside, stepColumn } from './kanban-keyboard';
import { LEAD_KANBAN_TEXT } from './lead-kanban-text';
import { useColumnPage, useMoveCard } from './use-lead-kanban';

const ARROWS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/** Arrow keys move a picked-up card from column to column (kanban-keyboard.ts). */
const columnByColumn: KeyboardCoordinateGetter = (event, { context }) => {
  const dragged = context.collisionRect;
  if (!ARROWS.has(event.code) || !dragged) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.entries()].map(([id, box]) => ({ id, box }));
  const point = { x: dragged.left + dragged.width / 2, y: dragged.top + dragged.height / 2 };
  const target = stepColumn(columns, point, event.code as ArrowKey);
  const box = target === null ? undefined : context.droppableRects.get(target);
  return box ? placeInside(box, dragged) : undefined;
};

/**
 * The 13 columns (1 a row on small screens, 4 on large, 6 on extra large) with mouse, touch and keyboard dragging.
 * A drop is checked against spec §4 first; an allowed one is sent, and the card moves once the server answered.
 */
export function KanbanBoard({ board, zone }: { board: Board; zone: string }) {
  const { token } = theme.useToken();
  const notify = useNotify();
  const [state, setState] = useState<BoardState>(() => boardStateOf(board));
  const [dragged, setDragged] = useState<Card | null>(null);
  const [loadingColumn, setLoadingColumn] = useState<LeadStatus | null>(null);
  const announcements = useMemo(createKanbanAnnouncements, []);
  const move = useMoveCard();
  const columnPage = useColumnPage();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );

  const loadMore = (status: LeadStatus, after: string) => {
    setLoadingColumn(status);
    columnPage.mutate(
      { params: { status }, query: { after } },
      {
        onSuccess: (page) => setState((s) => withPage(s, status, page)),
        onSettled: () => setLoadingColumn(null),
      },
    );
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current?.card as Card) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = active.data.current?.card as Card | undefined;
    if (!card) return;
    const plan = planDrop(card.lead_status, (over?.id as LeadStatus | undefined) ?? null);
    if (plan.kind === 'rejected') notify.error(plan.message);
    if (plan.kind !== 'move') return;
    move.mutate(
      { params: { id: card.id }, body: { to: plan.to } },
      { onSuccess: (moved) => setState((s) => withMove(s, moved, plan.from)) },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: LEAD_KANBAN_TEXT.instructions },
      }}
    >
      <Row gutter={[12, 12]}>
        {state.map((column) => (
          <Col key={column.status} xs={24} lg={6} xl={4}>
            <KanbanColumn
              column={column}
              zone={zone}
              movingId={move.isPending && move.variables ? Number(move.variables.params.id) : null}
              loadingMore={loadingColumn === column.status}
              onLoadMore={() => column.nextCursor && loadMore(column.status, column.nextCursor)}
            />
          </Col>
        ))}
      </Row>
      {/* Under reduced motion the dropped card does not glide back: its overlay would sit over the column, in the
          way of the next card picked up there, for the length of the animation. */}
      <DragOverlay dropAnimation={token.motion ? undefined : null}>
        {dragged && (
          <div style={{ ...cardStyle(token), cursor: 'grabbing', boxShadow: token.boxShadow }}>
            <KanbanCardContent card={dragged} zone={zone} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
