import type { PeriodStats } from '@callops/contracts/stats';
import { Card, Flex, Progress, Typography, theme } from 'antd';
import { formatPercent, type PerformanceBar, performanceBars } from './dashboard-metrics';
import { DASHBOARD_TEXT } from './dashboard-text';

const LIST_STYLE = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
} as const;

function barColor(bar: PerformanceBar, token: ReturnType<typeof theme.useToken>['token']): string {
  if (bar.met === undefined) return token.colorPrimary;
  return bar.met ? token.colorSuccess : token.colorError;
}

/** The selected period's shares of calls, as a list of bars. */
export function PerformanceOverview({ stats }: { stats: PeriodStats }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" title={DASHBOARD_TEXT.performanceOverview} style={{ height: '100%' }}>
      <ul aria-label={DASHBOARD_TEXT.performanceOverview} style={LIST_STYLE}>
        {performanceBars(stats).map((bar) => (
          <li key={bar.key}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text>{bar.label}</Typography.Text>
              <Typography.Text strong>{formatPercent(bar.percent)}</Typography.Text>
            </Flex>
            <Progress
              percent={bar.percent}
              showInfo={false}
              strokeColor={barColor(bar, token)}
              aria-label={bar.label}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {bar.detail}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
