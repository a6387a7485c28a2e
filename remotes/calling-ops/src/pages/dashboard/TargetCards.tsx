import { DASHBOARD_TEXT, type PeriodStats } from '@callops/contracts';
import { StatusBadge } from '@callops/ui';
import { Card, Col, Flex, Row, Statistic, Typography, theme } from 'antd';
import { formatPercent, targetCards } from './dashboard-metrics';

/** Answer rate and booking rate of the selected period against their targets. */
export function TargetCards({ stats }: { stats: PeriodStats }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]}>
      {targetCards(stats).map((card) => (
        <Col key={card.key} xs={24} sm={12}>
          <Card size="small" role="group" aria-label={card.label} style={{ height: '100%' }}>
            <Statistic
              title={card.label}
              value={formatPercent(card.rate)}
              styles={{ content: { color: card.met ? token.colorSuccess : token.colorError } }}
            />
            <Flex align="center" justify="space-between" gap={8} wrap style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">{DASHBOARD_TEXT.target(card.target)}</Typography.Text>
              <StatusBadge
                label={card.met ? DASHBOARD_TEXT.targetMet : DASHBOARD_TEXT.targetNotMet}
                tone={card.met ? 'success' : 'error'}
              />
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
