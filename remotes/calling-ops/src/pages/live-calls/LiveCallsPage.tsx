import { type CallInProgress, callEndpoints } from '@callops/contracts/calls';
import { useCan, useLiveJobChanges, useNotify } from '@callops/shell';
import { PageFrame, QueryState, StickyTable } from '@callops/ui';
import { Badge, Flex, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNow } from '../dashboard/use-now';
import { ListenPanel } from './ListenPanel';
import { LiveCallControls, OwnPhoneField, useCanControl } from './LiveCallControls';
import { LISTEN_TEXT } from './listen-text';
import { canControl, type LiveCallRow, liveCallRow, newAlertToasts } from './live-call-view';
import { LIVE_CALLS_TAGS, useCallsInProgress } from './live-calls-queries';
import { LIVE_CALLS_TEXT as TEXT } from './live-calls-text';

const STAGE_COLORS: Record<LiveCallRow['stage'], string> = {
  dialing: 'default',
  ringing: 'gold',
  'in-progress': 'green',
  transferring: 'purple',
};

const C = TEXT.columns;
const COLUMNS = [
  { title: C.lead, dataIndex: 'lead', key: 'lead' },
  { title: C.company, dataIndex: 'company', key: 'company' },
  { title: C.number, dataIndex: 'number', key: 'number' },
  { title: C.callerId, dataIndex: 'callerId', key: 'callerId' },
  { title: C.job, dataIndex: 'job', key: 'job' },
  {
    title: C.stage,
    key: 'stage',
    render: (_: unknown, row: LiveCallRow) => (
      <Flex gap={4} wrap>
        <Tag color={STAGE_COLORS[row.stage]}>{row.stageLabel}</Tag>
        {row.alerts.map((alert) => (
          <Tag key={alert.kind} color="red">
            {alert.label}
          </Tag>
        ))}
      </Flex>
    ),
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

/** Operators and admins listen in (issue 40); viewers see the list only. */
const LISTEN_COLUMN = {
  title: LISTEN_TEXT.listen,
  key: 'listen',
  render: (_: unknown, row: LiveCallRow) => <ListenPanel callId={row.id} />,
};

function LiveCallsTable({ calls }: { calls: CallInProgress[] }) {
  const now = useNow();
  const control = useCanControl();
  const can = useCan();
  const controllable = new Set(calls.filter(canControl).map((call) => call.id));
  const columns = [
    ...COLUMNS,
    ...(can(callEndpoints.listenTicket) ? [LISTEN_COLUMN] : []),
    ...(control
      ? [
          {
            title: C.control,
            // Keyed as every table's action column: fixed to the right edge (StickyTable).
            key: 'actions',
            render: (_: unknown, row: LiveCallRow) =>
              controllable.has(row.id) && <LiveCallControls callId={row.id} lead={row.lead} />,
          },
        ]
      : []),
  ];
  return (
    <StickyTable<LiveCallRow>
      label={TEXT.title}
      wide={false}
      rowKey="id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={calls.map((call) => liveCallRow(call, now))}
    />
  );
}

/** Toasts each call's alert once while the page is open (supervisors watching). */
function useAlertToasts(calls: readonly CallInProgress[] | undefined) {
  const notify = useNotify();
  const seen = useRef(new Set<string>());
  useEffect(() => {
    for (const toast of newAlertToasts(calls ?? [], seen.current)) {
      seen.current.add(toast.key);
      notify.warning(toast.text);
    }
  }, [calls, notify]);
}

/** Every call in progress across the server's replicas (issue 40), refreshed by the job stream. */
export default function LiveCallsPage() {
  const live = useLiveJobChanges(LIVE_CALLS_TAGS);
  const query = useCallsInProgress();
  useAlertToasts(query.data);
  return (
    <PageFrame
      title={TEXT.title}
      extra={
        <Flex gap={8} align="center">
          <OwnPhoneField />
          {query.data && <Badge count={query.data.length} showZero color="blue" />}
        </Flex>
      }
      readOnlyNotice={live === 'down' ? TEXT.streamDown : undefined}
    >
      <QueryState query={query} isEmpty={(calls) => calls.length === 0} emptyText={TEXT.empty}>
        {(calls) => <LiveCallsTable calls={calls} />}
      </QueryState>
    </PageFrame>
  );
}
