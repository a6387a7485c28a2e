import { useDroppable } from '@dnd-kit/core';
import { Badge, Button, Flex, Spin, Typography, theme } from 'antd';
import type { UIEvent } from 'react';
import { KanbanCard } from './KanbanCard';
import { type ColumnState, isNearEnd } from './kanban-board-state';
import { LEAD_KANBAN_TEXT } from './lead-kanban-text';

/** A column title's line, in pixels. */
const TITLE_LINE_HEIGHT = 20;

export interface KanbanColumnProps {
  column: ColumnState;
  zone: string;
  movingId: number | null;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** One lead status: its label, colour and count, and its cards, a page more each time it is scrolled to its end. */
export function KanbanColumn({ column, zone, movingId, loadingMore, onLoadMore }: KanbanColumnProps) {
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const more = column.nextCursor !== null;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (more && !loadingMore && isNearEnd(event.currentTarget)) onLoadMore();
  };
  const headingId = `kanban-column-${column.status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={column.status}
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: 520,
        borderRadius: token.borderRadiusLG,
        borderStyle: 'solid',
        borderWidth: '4px 1px 1px',
        borderColor: `${column.color} ${isOver ? column.color : token.colorBorderSecondary}`,
        background: isOver ? token.colorPrimaryBg : token.colorFillQuaternary,
      }}
    >
      {/* Room for a title of two lines in every column, so all columns start their cards at the same height. */}
      <Flex
        align="center"
        justify="space-between"
        gap={8}
        style={{ padding: '10px 12px', minHeight: 20 + 2 * TITLE_LINE_HEIGHT, boxSizing: 'border-box' }}
      >
        <Typography.Title
          id={headingId}
          level={2}
          style={{ fontSize: 14, lineHeight: `${TITLE_LINE_HEIGHT}px`, margin: 0 }}
        >
          {column.label}
        </Typography.Title>
        <Badge
          count={column.count}
          showZero
          overflowCount={999_999}
          color={column.color}
          aria-label={LEAD_KANBAN_TEXT.columnLabel(column.label, column.count)}
        />
      </Flex>
      <Flex vertical gap={8} onScroll={onScroll} style={{ overflowY: 'auto', flex: 1, padding: '0 8px 8px' }}>
        {column.cards.length === 0 && (
          <Typography.Text type="secondary" style={{ padding: 8 }}>
            {LEAD_KANBAN_TEXT.empty}
          </Typography.Text>
        )}
        {column.cards.map((card) => (
          <KanbanCard key={card.id} card={card} zone={zone} moving={movingId === card.id} />
        ))}
        {loadingMore && <Spin size="small" />}
        {more && !loadingMore && (
          <Button
            size="small"
            type="link"
            onClick={onLoadMore}
            aria-label={LEAD_KANBAN_TEXT.loadMoreOf(column.label, column.count - column.cards.length)}
          >
            {LEAD_KANBAN_TEXT.loadMore}
          </Button>
        )}
      </Flex>
    </section>
  );
}
