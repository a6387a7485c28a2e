import { TREND_RANGES, type TrendRange } from '@callops/contracts/stats';
import { QueryState } from '@callops/ui';
import { Card, Flex, Segmented, Typography, theme } from 'antd';
import { useState } from 'react';
import { SeriesChart } from '../../charts/SeriesChart';
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
                <SeriesChart
                  data={trendRows(trend)}
                  height={280}
                  legend
                  axes={[
                    { id: 'rate', unit: '%', domain: [0, 100] },
                    { id: 'calls', right: true, hidden: true, whole: true },
                  ]}
                  series={[
                    {
                      key: 'calls',
                      name: STATS_TEXT.calls,
                      type: 'bar',
                      axis: 'calls',
                      color: token.colorFillSecondary,
                    },
                    {
                      key: 'answerRate',
                      name: `${STATS_TEXT.answerRate} (%)`,
                      type: 'line',
                      axis: 'rate',
                      color: token.colorPrimary,
                      smooth: true,
                    },
                    {
                      key: 'bookingRate',
                      name: `${STATS_TEXT.bookingRate} (%)`,
                      type: 'line',
                      axis: 'rate',
                      color: token.colorSuccess,
                      smooth: true,
                    },
                  ]}
                />
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
