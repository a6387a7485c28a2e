import { REALTIME_STATS_MESSAGES, type RealtimeStats } from '@callops/contracts/stats';
import { QueryState } from '@callops/ui';
import { Card, Flex, Statistic, Typography } from 'antd';
import type { useRealtimeStats } from './stats-queries';
import { STATS_TEXT } from './stats-text';
import { formatCount, formatPercent, hasCalls, successRate } from './stats-view';

type Metric = { key: string; label: string; value: string; hint?: string };

const metricsOf = (stats: RealtimeStats, withAnswerRate: boolean): Metric[] => [
  { key: 'total', label: STATS_TEXT.totalCalls, value: formatCount(stats.total_calls) },
  { key: 'answered', label: STATS_TEXT.answeredCalls, value: formatCount(stats.answered_calls) },
  ...(withAnswerRate
    ? [{ key: 'answerRate', label: STATS_TEXT.answerRate, value: formatPercent(stats.answer_rate) }]
    : []),
  { key: 'booked', label: STATS_TEXT.appointmentsBooked, value: formatCount(stats.appointments_booked) },
  {
    key: 'successRate',
    label: STATS_TEXT.successRate,
    value: formatPercent(successRate(stats)),
    hint: STATS_TEXT.successRateHint,
  },
];

/**
 * The cards of one window: its counts and rates, 'No data available' when no call was made in it, 'Failed to load
 * statistics' with Retry when it could not be read.
 */
export function WindowStatsCards({
  query,
  label,
  withAnswerRate = true,
}: {
  query: ReturnType<typeof useRealtimeStats>;
  label: string;
  withAnswerRate?: boolean;
}) {
  return (
    <section aria-label={label}>
      <QueryState
        query={query}
        errorTitle={REALTIME_STATS_MESSAGES.loadFailed}
        isEmpty={(stats) => !hasCalls(stats)}
        emptyText={REALTIME_STATS_MESSAGES.noData}
      >
        {(stats) => (
          <Flex wrap gap={16}>
            {metricsOf(stats, withAnswerRate).map((metric) => (
              <Card
                key={metric.key}
                size="small"
                role="group"
                aria-label={metric.label}
                style={{ flex: '1 1 170px' }}
              >
                <Statistic title={metric.label} value={metric.value} />
                {metric.hint && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {metric.hint}
                  </Typography.Text>
                )}
              </Card>
            ))}
          </Flex>
        )}
      </QueryState>
    </section>
  );
}
