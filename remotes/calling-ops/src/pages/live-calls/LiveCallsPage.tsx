import type { CallInProgress } from '@callops/contracts/calls';
import { useLiveJobChanges } from '@callops/shell';
import { PageFrame, QueryState, StickyTable } from '@callops/ui';
import { Badge, Tag, Typography } from 'antd';
import { useNow } from '../dashboard/use-now';
import { type LiveCallRow, liveCallRow } from './live-call-view';
import { LIVE_CALLS_TAGS, useCallsInProgress } from './live-calls-queries';
import { LIVE_CALLS_TEXT as TEXT } from './live-calls-text';

const STAGE_COLORS: Record<LiveCallRow['stage'], string> = {
  dialing: 'default',
  ringing: 'gold',
  'in-progress': 'green',
};

const C = TEXT.columns;
const COLUMNS = [
  { title: C.lead, dataIndex: 'lead', key: 'lead' },
  { title: C.company, dataIndex: 'company', key: 'company' },
  { title: C.number, dataIndex: 'number', key: 'number' },
  { title: C.job, dataIndex: 'job', key: 'job' },
  {
    title: C.stage,
    key: 'stage',
    render: (_: unknown, row: LiveCallRow) => <Tag color={STAGE_COLORS[row.stage]}>{row.stageLabel}</Tag>,
  },
  { title: C.elapsed, dataIndex: 'elapsed', key: 'elapsed' },
  {
    title: C.transcript,
    key: 'transcript',
    render: (_: unknown, row: LiveCallRow) =>
      row.lines.length === 0 ? (
        <Typography.Text type="secondary">{TEXT.noTranscript}</Typography.Text>
      ) : (
        row.lines.map((line) => <div key={line}>{line}</div>)
      ),
  },
];

function LiveCallsTable({ calls }: { calls: CallInProgress[] }) {
  const now = useNow();
  return (
    <StickyTable<LiveCallRow>
      label={TEXT.title}
      wide={false}
      rowKey="id"
      size="small"
      pagination={false}
      columns={COLUMNS}
      dataSource={calls.map((call) => liveCallRow(call, now))}
    />
  );
}

/** Every call in progress across the server's replicas (issue 40), refreshed by the job stream. */
export default function LiveCallsPage() {
  const live = useLiveJobChanges(LIVE_CALLS_TAGS);
  const query = useCallsInProgress(live !== 'live');
  return (
    <PageFrame
      title={TEXT.title}
      extra={query.data && <Badge count={query.data.length} showZero color="blue" />}
      readOnlyNotice={live === 'down' ? TEXT.streamDown : undefined}
    >
      <QueryState query={query} isEmpty={(calls) => calls.length === 0} emptyText={TEXT.empty}>
        {(calls) => <LiveCallsTable calls={calls} />}
      </QueryState>
    </PageFrame>
  );
}
