import type { KanbanCard as Card } from '@callops/contracts/leads';
import { useDraggable } from '@dnd-kit/core';
import { Flex, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { formatLeadDate } from '../../lead-dates';

export interface KanbanCardProps {
  card: Card;
  zone: string;
  /** While the server moves it: it stays where it is, dimmed. */
  moving?: boolean;
}

/** What a card shows: company name, phone, service and created date. */
export function KanbanCardContent({ card, zone }: { card: Card; zone: string }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{card.name}</Typography.Text>
      <Typography.Text type="secondary">{card.phone ?? '—'}</Typography.Text>
      <Typography.Text type="secondary">{card.service ?? '—'}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatLeadDate(card.created_at, zone)}
      </Typography.Text>
    </Flex>
  );
}

export function cardStyle(token: ReturnType<typeof theme.useToken>['token']): CSSProperties {
  return {
    padding: 10,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorBgContainer,
    cursor: 'grab',
    touchAction: 'none',
  };
}

/** A card that drags with the mouse, touch or keyboard (space or enter picks it up). */
export function KanbanCard({ card, zone, moving = false }: KanbanCardProps) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { card },
    disabled: moving,
  });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-card-id={card.id}
      aria-busy={moving || undefined}
      style={{ ...cardStyle(token), opacity: isDragging || moving ? 0.5 : 1 }}
    >
      <KanbanCardContent card={card} zone={zone} />
    </div>
  );
}
