import type { CombinedStats, DashboardPeriod } from '@callops/contracts/stats';
import { StickyTable } from '@callops/ui';
import { Card, type TableColumnsType } from 'antd';
import { COMPARISON_COLUMNS, type ComparisonRow, comparisonRows } from './dashboard-metrics';
import { DASHBOARD_TEXT } from './dashboard-text';

/**
 * The three windows side by side. A fixed five-by-three matrix, so a plain table: DataTable's search and paging
 * are for lists of records.
 */
export function PeriodComparisonTable({
  stats,
  selected,
}: {
  stats: CombinedStats;
  selected: DashboardPeriod;
}) {
  const columns: TableColumnsType<ComparisonRow> = [
    { key: 'metric', dataIndex: 'metric', title: DASHBOARD_TEXT.metric },
    ...COMPARISON_COLUMNS.map(({ key, title }) => ({
      key,
      dataIndex: key,
      title,
      align: 'right' as const,
      onCell: () => ({ style: key === selected ? { fontWeight: 600 } : {} }),
    })),
  ];
  return (
    <Card size="small" title={DASHBOARD_TEXT.periodComparison}>
      <StickyTable<ComparisonRow>
        label={DASHBOARD_TEXT.periodComparison}
        aria-label={DASHBOARD_TEXT.periodComparison}
        columns={columns}
        dataSource={comparisonRows(stats)}
        rowKey="key"
        pagination={false}
        size="small"
      />
    </Card>
  );
}
