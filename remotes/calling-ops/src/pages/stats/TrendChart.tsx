import { TREND_RANGES, type TrendRange } from '@callops/contracts/stats';
import { QueryState } from '@callops/ui';
import { Card, Flex, Segmented, Typography, theme } from 'antd';
import { useState } from 'react';
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
import { useStatsTrend } from './stats-queries';
import { STATS_TEXT } from './stats-text';
import { formatCount, trendRows, trendTotals } from './stats-view';

/** Answer and booking rate per hour (24 h) or per day (30 days), with the calls behind them as faint bars. */
export function TrendChart({ autoRefresh }: { autoRefresh: boolean }) {
  const [range, setRange] = useState<TrendRange>('last_24h');
  const query = useStatsTrend(range, autoRefresh);
  const { token } = theme.useToken();
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>{STATS_TEXT.trendTitle}</h2>}
      extra={
        <Segmented<TrendRange>
          aria-label={STATS_TEXT.trendRangeLabel}
          value={range}
          onChange={setRange}
          options={TREND_RANGES.map((value) => ({ value, label: STATS_TEXT.trendRanges[value] }))}
        />
      }
    >
      <QueryState query={query} errorTitle={STATS_TEXT.trendLoadFailed}>
        {(trend) => {
          const totals = trendTotals(trend);
          const summary = STATS_TEXT.trendTotals(
            formatCount(totals.calls),
            formatCount(totals.answered),
            formatCount(totals.booked),
          );
          return (
            <Flex vertical gap={8}>
              <figure
                aria-label={`${STATS_TEXT.trendTitle}, ${STATS_TEXT.trendRanges[range]}`}
                style={{ margin: 0 }}
              >
                <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 800, height: 280 }}>
                  <ComposedChart data={trendRows(trend)} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
                    <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
                    <XAxis
                      dataKey="label"
                      tick={{ fontSize: 12, fill: token.colorTextSecondary }}
                      minTickGap={16}
                    />
                    <YAxis
                      yAxisId="rate"
                      unit="%"
                      domain={[0, 100]}
                      tick={{ fontSize: 12, fill: token.colorTextSecondary }}
                    />
                    <YAxis yAxisId="calls" orientation="right" allowDecimals={false} hide />
                    <Tooltip />
                    <Legend />
                    <Bar
                      yAxisId="calls"
                      dataKey="calls"
                      name={STATS_TEXT.calls}
                      fill={token.colorFillSecondary}
                      isAnimationActive={false}
                    />
                    <Line
                      yAxisId="rate"
                      type="monotone"
                      dataKey="answerRate"
                      name={`${STATS_TEXT.answerRate} (%)`}
                      stroke={token.colorPrimary}
                      strokeWidth={2}
                      dot={false}
                      isAnimationActive={false}
                    />
                    <Line
                      yAxisId="rate"
                      type="monotone"
                      dataKey="bookingRate"
                      name={`${STATS_TEXT.bookingRate} (%)`}
                      stroke={token.colorSuccess}
                      strokeWidth={2}
                      dot={false}
                      isAnimationActive={false}
                    />
                  </ComposedChart>
                </ResponsiveContainer>
                <figcaption>
                  <Typography.Text type="secondary">{summary}</Typography.Text>
                </figcaption>
              </figure>
            </Flex>
          );
        }}
      </QueryState>
    </Card>
  );
}
