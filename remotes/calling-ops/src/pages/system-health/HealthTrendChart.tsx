import type { HealthMinute } from '@callops/contracts/system-health';
import { useBusinessZone } from '@callops/shell';
import { EmptyState } from '@callops/ui';
import { Card, Typography, theme } from 'antd';
import { SeriesChart } from '../../charts/SeriesChart';
import { SYSTEM_HEALTH_TEXT as TEXT } from './system-health-text';
import { trendPoints } from './system-health-view';

/** The last hour per minute: requests to the vendors and their errors as bars, latency and webhook lag as lines. */
export function HealthTrendChart({ minutes }: { minutes: readonly HealthMinute[] }) {
  const zone = useBusinessZone();
  const { token } = theme.useToken();
  const quiet = minutes.every((m) => m.requests === 0 && m.webhook_lag_avg_ms === 0);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {TEXT.trend}
        </Typography.Title>
      }
    >
      {quiet ? (
        <EmptyState text={TEXT.noTraffic} />
      ) : (
        <figure aria-label={TEXT.trendLabel} style={{ margin: 0 }}>
          <SeriesChart
            data={trendPoints(minutes, zone)}
            height={240}
            minTickGap={24}
            legend
            axes={[
              { id: 'count', whole: true },
              { id: 'ms', right: true, unit: ' ms' },
            ]}
            series={[
              {
                key: 'requests',
                name: TEXT.trendRequests,
                type: 'bar',
                axis: 'count',
                color: token.colorPrimaryBorder,
              },
              { key: 'errors', name: TEXT.trendErrors, type: 'bar', axis: 'count', color: token.colorError },
              {
                key: 'latencyMs',
                name: TEXT.trendLatency,
                type: 'line',
                axis: 'ms',
                color: token.colorPrimary,
              },
              { key: 'lagMs', name: TEXT.trendLag, type: 'line', axis: 'ms', color: token.colorWarning },
            ]}
          />
        </figure>
      )}
    </Card>
  );
}
