import type { CallerIdFigures, CallerIdState, CallerIds } from '@callops/contracts/caller-ids';
import { CALLER_ID_TREND_DAYS, callerIdEndpoints } from '@callops/contracts/caller-ids';
import { useBusinessZone, useCan, useLiveJobChanges } from '@callops/shell';
import { PageFrame, QueryState, StickyTable } from '@callops/ui';
import { Alert, Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { SeriesChart } from '../../charts/SeriesChart';
import { formatCount } from '../dashboard/dashboard-metrics';
import { type CallerIdRow, callerIdRow, poolSummary, trendPoints } from './caller-id-view';
import { CALLER_IDS_TAGS, useCallerIds } from './caller-ids-queries';
import { CALLER_IDS_TEXT as TEXT } from './caller-ids-text';
import { useRestToasts } from './use-rest-toasts';

const STATE_COLORS: Record<CallerIdState, string> = { healthy: 'green', watch: 'gold', resting: 'red' };

const C = TEXT.columns;
const COLUMNS = [
  { title: C.number, dataIndex: 'number', key: 'number' },
  { title: C.phoneNumberId, dataIndex: 'phoneNumberId', key: 'phoneNumberId' },
  {
    title: C.today,
    key: 'today',
    render: (_: unknown, row: CallerIdRow) => (
      <Typography.Text type={row.capped ? 'warning' : undefined}>{row.today}</Typography.Text>
    ),
  },
  { title: C.answerRate, dataIndex: 'answerRate', key: 'answerRate' },
  { title: C.shortRate, dataIndex: 'shortRate', key: 'shortRate' },
  {
    title: C.state,
    key: 'state',
    render: (_: unknown, row: CallerIdRow) => (
      <Flex vertical gap={2}>
        <span>
          <Tag color={STATE_COLORS[row.state]}>{row.stateLabel}</Tag>
        </span>
        {row.stateNote && <Typography.Text type="secondary">{row.stateNote}</Typography.Text>}
      </Flex>
    ),
  },
];

/** One number's answer rate per day, with its calls as faint bars. */
function NumberTrend({ figures }: { figures: CallerIdFigures }) {
  const { token } = theme.useToken();
  const points = trendPoints(figures);
  const title = TEXT.trendTitle(figures.number);
  const calls = points.reduce((total, point) => total + point.calls, 0);
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: token.fontSize }}>{title}</h2>}>
      <figure aria-label={title} style={{ margin: 0 }}>
        <SeriesChart
          data={points}
          height={200}
          width={400}
          tickSize={11}
          axes={[
            { id: 'rate', unit: '%', domain: [0, 100] },
            { id: 'calls', right: true, hidden: true, whole: true },
          ]}
          series={[
            { key: 'calls', name: TEXT.calls, type: 'bar', axis: 'calls', color: token.colorFillSecondary },
            {
              key: 'answerRate',
              name: TEXT.answerRate,
              type: 'line',
              axis: 'rate',
              color: token.colorPrimary,
              smooth: true,
              dots: true,
              connectNulls: true,
            },
          ]}
        />
        <figcaption>
          <Typography.Text type="secondary">
            {TEXT.trendSummary(formatCount(calls), CALLER_ID_TREND_DAYS)}
          </Typography.Text>
        </figcaption>
      </figure>
    </Card>
  );
}

function Pool({ data }: { data: CallerIds }) {
  const timeZone = useBusinessZone();
  if (data.numbers.length === 0)
    return <Alert type="info" showIcon title={TEXT.empty(data.default_phone_number_id)} />;
  return (
    <Flex vertical gap={16}>
      <StickyTable<CallerIdRow>
        label={TEXT.title}
        rowKey="key"
        size="small"
        pagination={false}
        columns={COLUMNS}
        dataSource={data.numbers.map((figures) => callerIdRow(figures, timeZone))}
      />
      <Typography.Text type="secondary">{poolSummary(data)}</Typography.Text>
      <Row gutter={[16, 16]}>
        {data.numbers.map((figures) => (
          <Col key={figures.phone_number_id} xs={24} lg={12}>
            <NumberTrend figures={figures} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

function CallerIdsView() {
  // The job stream refreshes the figures at once when a call is placed or ends; the minute's polling covers it down.
  useLiveJobChanges(CALLER_IDS_TAGS);
  const query = useCallerIds();
  useRestToasts();
  return (
    <QueryState query={query} errorTitle={TEXT.loadFailed}>
      {(data) => <Pool data={data} />}
    </QueryState>
  );
}

/** The caller-ID pool (issue 41): per number its calls today, 7-day rates, health state and trend. */
export default function CallerIdsPage() {
  const allowed = useCan()(callerIdEndpoints.list);
  return (
    <PageFrame title={TEXT.title}>
      {allowed ? <CallerIdsView /> : <Alert type="info" showIcon title={TEXT.operatorsOnly} />}
    </PageFrame>
  );
}
