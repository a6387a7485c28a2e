import type { PeriodStats } from '@callops/contracts/stats';
import { StatusBadge } from '@callops/ui';
import { Card, Flex, Statistic, Typography, theme } from 'antd';
import { formatPercent, targetCards } from './dashboard-metrics';
import { DASHBOARD_TEXT } from './dashboard-text';

/** Answer rate and booking rate of the selected period against their targets, stacked. */
export function TargetCards({ stats }: { stats: PeriodStats }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16} style={{ height: '100%' }}>
      {targetCards(stats).map((card) => (
        <Card key={card.key} size="small" role="group" aria-label={card.label} style={{ flex: 1 }}>
          <Flex align="flex-start" justify="space-between" gap={8} wrap>
            <Statistic
              title={card.label}
              value={formatPercent(card.rate)}
              styles={{ content: { color: card.met ? token.colorSuccess : token.colorError } }}
            />
            <StatusBadge
              label={card.met ? DASHBOARD_TEXT.targetMet : DASHBOARD_TEXT.targetNotMet}
              tone={card.met ? 'success' : 'error'}
            />
          </Flex>
          <Flex vertical style={{ marginTop: 8 }}>
            <Typography.Text>{DASHBOARD_TEXT.target(card.target)}</Typography.Text>
            <Typography.Text type="secondary">{card.gap}</Typography.Text>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
