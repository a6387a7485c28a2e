import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  type CallRecording,
  RECORDING_FILTER_LABELS,
  RECORDING_FILTERS,
  RECORDING_MESSAGES,
} from '@callops/contracts/calls';
import { DEFAULT_BUSINESS_TIMEZONE } from '@callops/contracts/core';
import { useAppInfo } from '@callops/shell';
import { AudioPlayer, EmptyState, ErrorState, LoadingState, PageFrame, ScrollRegion } from '@callops/ui';
import { Button, Flex, Radio, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { CallDetailDrawer } from './CallDetailDrawer';
import { PAGE_SIZE, useExportLink, useRecordings, useRecordPlay } from './recordings-queries';
import { RECORDINGS_TEXT } from './recordings-text';
import {
  emptyText,
  type FilterKey,
  footerText,
  leadNameOf,
  summaryPreview,
  transcriptPreview,
} from './recordings-view';

const FILTER_KEYS: FilterKey[] = ['all', ...RECORDING_FILTERS];

const dateFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });

function columns(
  zone: string,
  open: (id: number) => void,
  played: (id: number) => void,
): ColumnsType<CallRecording> {
  const format = dateFormat(zone);
  const C = RECORDINGS_TEXT.columns;
  return [
    {
      title: C.leadInfo,
      key: 'lead',
      render: (_, r) => (
        <Flex vertical>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto' }}
            aria-label={RECORDINGS_TEXT.openCall(leadNameOf(r))}
            onClick={() => open(r.id)}
          >
            {leadNameOf(r)}
          </Button>
          {r.lead_email && <Typography.Text type="secondary">{r.lead_email}</Typography.Text>}
          {r.phone_number && <Typography.Text type="secondary">{r.phone_number}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: C.recording,
      key: 'recording',
      render: (_, r) => (
        <AudioPlayer src={r.call_rec_url} label={leadNameOf(r)} onFirstPlay={() => played(r.id)} />
      ),
    },
    {
      title: C.callDetails,
      key: 'details',
      render: (_, r) => (
        <Flex vertical gap={2}>
          <span>
            <Tag>{r.status}</Tag>
            {r.appt_booked && <Tag color="green">{RECORDINGS_TEXT.appointmentBooked}</Tag>}
          </span>
          <Typography.Text type="secondary">{r.job_type ?? 'N/A'}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.call_sid ?? 'N/A'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: C.transcript,
      key: 'transcript',
      render: (_, r) => (
        <span style={{ display: 'block', minWidth: 220 }}>{transcriptPreview(r.call_transcript)}</span>
      ),
    },
    {
      title: C.summary,
      key: 'summary',
      render: (_, r) => (
        <span style={{ display: 'block', minWidth: 180 }}>{summaryPreview(r.call_summary)}</span>
      ),
    },
    { title: C.score, dataIndex: 'lead_score', key: 'score' },
    {
      title: C.date,
      key: 'date',
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{format.format(new Date(r.created_at))}</span>,
    },
  ];
}

export default function CallRecordingsPage() {
  const { businessTimezone } = useAppInfo();
  const [filter, setFilter] = useState<FilterKey>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useRecordings(filter, page);
  const recordPlay = useRecordPlay();
  const exportLink = useExportLink();

  const exportCsv = () =>
    exportLink.mutate(
      { query: filter === 'all' ? {} : { status: filter } },
      { onSuccess: ({ url }) => window.location.assign(url) },
    );

  let body: React.ReactNode;
  if (query.isPending || (query.isError && query.isFetching)) body = <LoadingState />;
  else if (query.isError)
    body = (
      <ErrorState
        error={new Error(RECORDING_MESSAGES.loadFailedWith(query.error.message))}
        title={RECORDING_MESSAGES.errorTitle}
        retryLabel={RECORDINGS_TEXT.tryAgain}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.pagination.total === 0)
    body = (
      <EmptyState
        text={
          <Flex vertical>
            <Typography.Text strong>{RECORDING_MESSAGES.emptyTitle}</Typography.Text>
            <Typography.Text type="secondary">{emptyText(filter)}</Typography.Text>
          </Flex>
        }
      />
    );
  else
    body = (
      <ScrollRegion label={RECORDINGS_TEXT.title}>
        <Table<CallRecording>
          rowKey="id"
          size="small"
          columns={columns(businessTimezone ?? DEFAULT_BUSINESS_TIMEZONE, setOpenId, (id) =>
            recordPlay.mutate({ params: { id } }),
          )}
          dataSource={query.data.data}
          loading={query.isFetching}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: query.data.pagination.total,
            showSizeChanger: false,
            onChange: setPage,
          }}
          footer={() => (
            <Flex justify="space-between" wrap gap={8}>
              <span>{footerText(query.data.data.length, query.data.pagination.total)}</span>
              <span>{RECORDINGS_TEXT.filterLine(RECORDING_FILTER_LABELS[filter])}</span>
            </Flex>
          )}
        />
      </ScrollRegion>
    );

  return (
    <PageFrame
      title={RECORDINGS_TEXT.title}
      extra={
        <Flex gap={8} wrap>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isPending}
          >
            {RECORDINGS_TEXT.refresh}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exportLink.isPending}>
            {RECORDINGS_TEXT.exportCsv}
          </Button>
        </Flex>
      }
    >
      <Radio.Group
        aria-label={RECORDINGS_TEXT.filters}
        optionType="button"
        buttonStyle="solid"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as FilterKey);
          setPage(1);
        }}
        options={FILTER_KEYS.map((key) => ({ value: key, label: RECORDING_FILTER_LABELS[key] }))}
      />
      {body}
      <CallDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </PageFrame>
  );
}
