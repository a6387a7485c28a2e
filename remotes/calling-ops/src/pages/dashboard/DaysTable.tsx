import { ScrollRegion, WIDE_TABLE } from '@callops/ui';
import { Card, Table, type TableColumnsType } from 'antd';
import { useDashboardDays } from './dashboard-queries';
import { DASHBOARD_TEXT } from './dashboard-text';
import { type DayRow, dayRows } from './days-view';

const T = DASHBOARD_TEXT.days;

/** The last business days: calls, voicemail apart from no answer, cost, cost per booked appointment, time to first call. */
export function DaysTable() {
  const query = useDashboardDays();
  const columns: TableColumnsType<DayRow> = [
    { key: 'day', dataIndex: 'day', title: T.day },
    ...(
      [
        ['calls', T.calls],
        ['voicemail', T.voicemail],
        ['noAnswer', T.noAnswer],
        ['cost', T.cost],
        ['costPerBooked', T.costPerBooked],
        ['firstCall', T.firstCall],
      ] as const
    ).map(([key, title]) => ({ key, dataIndex: key, title, align: 'right' as const })),
  ];
  return (
    <Card size="small" title={T.title}>
      <ScrollRegion label={T.title}>
        <Table<DayRow>
          aria-label={T.title}
          columns={columns}
          dataSource={query.data ? dayRows(query.data) : []}
          loading={query.isLoading}
          rowKey="key"
          pagination={false}
          size="small"
          components={WIDE_TABLE}
        />
      </ScrollRegion>
    </Card>
  );
}
