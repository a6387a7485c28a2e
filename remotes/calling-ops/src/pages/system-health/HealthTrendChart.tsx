import type { HealthMinute } from '@callops/contracts/system-health';
import { useBusinessZone } from '@callops/shell';
import { EmptyState } from '@callops/ui';
import { Card, Typography, theme } from 'antd';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SYSTEM_HEALTH_TEXT as TEXT } from './system-health-text';
import { trendPoints } from './system-health-view';

/** The last hour per minute: requests to the vendors and their errors as bars, latency and webhook lag as lines. */
export function HealthTrendChart({ minutes }: { minutes: readonly HealthMinute[] }) {
  const zone = useBusinessZone();
  const { token } = theme.useToken();
  const quiet = minutes.every((m) => m.requests === 0 && m.webhook_lag_avg_ms === 0);
  const tick = { fontSize: 12, fill: token.colorTextSecondary };
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
          <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 800, height: 240 }}>
            <ComposedChart
              data={trendPoints(minutes, zone)}
              margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
            >
              <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
              <XAxis dataKey="label" tick={tick} minTickGap={24} />
              <YAxis yAxisId="count" allowDecimals={false} tick={tick} />
              <YAxis yAxisId="ms" orientation="right" unit=" ms" tick={tick} />
              <Tooltip />
              {/* The legend's words in the text colour: the series' own colours are too faint to read as text. */}
              <Legend formatter={(name) => <span style={{ color: token.colorText }}>{name}</span>} />
              <Bar
                yAxisId="count"
                dataKey="requests"
                name={TEXT.trendRequests}
                fill={token.colorPrimaryBorder}
                isAnimationActive={false}
              />
              <Bar
                yAxisId="count"
                dataKey="errors"
                name={TEXT.trendErrors}
                fill={token.colorError}
                isAnimationActive={false}
              />
              <Line
                yAxisId="ms"
                dataKey="latencyMs"
                name={TEXT.trendLatency}
                stroke={token.colorPrimary}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                yAxisId="ms"
                dataKey="lagMs"
                name={TEXT.trendLag}
                stroke={token.colorWarning}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </figure>
      )}
    </Card>
  );
}
