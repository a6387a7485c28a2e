import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { endpoints } from '@callops/contracts';
import type { RecentError, SystemHealth } from '@callops/contracts/system-health';
import { useCan } from '@callops/shell';
import { EmptyState, PageFrame, QueryState, StatusBadge, StickyTable } from '@callops/ui';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { HealthTrendChart } from './HealthTrendChart';
import { useSystemHealth } from './system-health-queries';
import { SYSTEM_HEALTH_TEXT as TEXT } from './system-health-text';
import {
  durationText,
  millisecondsText,
  type ProviderRow,
  providerRow,
  type QueueRow,
  queueRow,
  REPLICA_STATE_TONE,
  type ReplicaRow,
  replicaRow,
} from './system-health-view';

const C = TEXT.columns;

const replicaColumns: ColumnsType<ReplicaRow> = [
  { title: C.replica, dataIndex: 'name', key: 'name' },
  {
    title: C.state,
    key: 'state',
    render: (_, row) => <StatusBadge label={TEXT.states[row.state]} tone={REPLICA_STATE_TONE[row.state]} />,
  },
  { title: C.version, dataIndex: 'version', key: 'version' },
  { title: C.lastBeat, dataIndex: 'lastBeat', key: 'lastBeat' },
  { title: C.uptime, dataIndex: 'uptime', key: 'uptime' },
  { title: C.pool, dataIndex: 'pool', key: 'pool' },
];

const queueColumns: ColumnsType<QueueRow> = [
  { title: C.queue, dataIndex: 'name', key: 'name' },
  { title: C.waiting, dataIndex: 'waiting', key: 'waiting', align: 'right' },
  { title: C.active, dataIndex: 'active', key: 'active', align: 'right' },
  { title: C.oldest, dataIndex: 'oldest', key: 'oldest', align: 'right' },
];

const providerColumns: ColumnsType<ProviderRow> = [
  { title: C.vendor, dataIndex: 'vendor', key: 'vendor' },
  { title: C.requests, dataIndex: 'requests', key: 'requests', align: 'right' },
  {
    title: C.errorRate,
    key: 'errorRate',
    align: 'right',
    render: (_, row) => (row.failing ? <Tag color="error">{row.errorRate}</Tag> : row.errorRate),
  },
  { title: C.average, dataIndex: 'average', key: 'average', align: 'right' },
  { title: C.slowest, dataIndex: 'slowest', key: 'slowest', align: 'right' },
];

const errorColumns: ColumnsType<RecentError> = [
  { title: C.when, key: 'when', render: (_, row) => TEXT.ago(durationText(row.seconds_ago)) },
  { title: C.service, dataIndex: 'service', key: 'service' },
  { title: C.message, dataIndex: 'message', key: 'message' },
  {
    title: C.requestId,
    key: 'requestId',
    render: (_, row) => (row.request_id ? <Typography.Text code>{row.request_id}</Typography.Text> : '—'),
  },
];

function Section<Row extends object>(props: {
  title: string;
  rows: Row[];
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  empty: string;
}) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {props.title}
        </Typography.Title>
      }
    >
      <StickyTable<Row>
        label={props.title}
        size="small"
        rowKey={props.rowKey}
        columns={props.columns}
        dataSource={props.rows}
        pagination={false}
        locale={{ emptyText: <EmptyState text={props.empty} /> }}
      />
    </Card>
  );
}

function Health({ data }: { data: SystemHealth }) {
  const lag = data.webhook_lag;
  return (
    <Flex vertical gap={16}>
      <Section
        title={TEXT.replicas}
        rows={data.replicas.map((r) => replicaRow(r, data.heartbeat_seconds))}
        columns={replicaColumns}
        rowKey="id"
        empty={TEXT.noReplicas}
      />
      <Section
        title={TEXT.queues}
        rows={data.queues.map(queueRow)}
        columns={queueColumns}
        rowKey="name"
        empty={TEXT.noQueues}
      />
      <Section
        title={TEXT.providers}
        rows={data.providers.map(providerRow)}
        columns={providerColumns}
        rowKey="vendor"
        empty={TEXT.noProviders}
      />
      <HealthTrendChart minutes={data.minutes} />
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {TEXT.webhookLag}
          </Typography.Title>
        }
      >
        <Typography.Paragraph style={{ margin: 0 }}>
          {lag.reports === 0
            ? TEXT.noReports
            : TEXT.lagSummary(
                String(lag.reports),
                millisecondsText(lag.avg_seconds * 1000),
                millisecondsText(lag.max_seconds * 1000),
              )}
        </Typography.Paragraph>
      </Card>
      <Section
        title={TEXT.errors}
        rows={data.recent_errors}
        columns={errorColumns}
        rowKey="id"
        empty={TEXT.noErrors}
      />
    </Flex>
  );
}

/** For admins (beyond the spec): the queues, replicas, vendors, webhook lag and last errors, read every 10 s. */
export default function SystemHealthPage() {
  const allowed = useCan()(endpoints.systemHealth.get);
  const query = useSystemHealth();
  if (!allowed)
    return (
      <PageFrame title={TEXT.title}>
        <Alert type="info" showIcon title={TEXT.adminOnly} />
      </PageFrame>
    );
  return (
    <PageFrame
      title={TEXT.title}
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void query.refetch()}
          loading={query.isFetching && !query.isPending}
        >
          {TEXT.refresh}
        </Button>
      }
    >
      <QueryState query={query} errorTitle={TEXT.loadFailed}>
        {(data) => <Health data={data} />}
      </QueryState>
    </PageFrame>
  );
}
