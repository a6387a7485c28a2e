import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  type CallRecording,
  RECORDING_FILTER_LABELS,
  RECORDING_FILTERS,
  RECORDING_MESSAGES,
} from '@callops/contracts/calls';
import { dateTimeWithZoneText } from '@callops/contracts/core';
import { errorMessageOf, useBusinessZone } from '@callops/shell';
import {
  AudioPlayer,
  PageFrame,
  type ServerPagedColumn,
  ServerPagedTable,
  useServerPaging,
} from '@callops/ui';
import { Button, Flex, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CallDetailDrawer, TransferTag } from './CallDetailDrawer';
import { PAGE_SIZE, useExportLink, useRecordings, useRecordPlay } from './recordings-queries';
import { RECORDINGS_TEXT } from './recordings-text';
import {
  emptyText,
  type FilterKey,
  footerText,
  leadNameOf,
  recordingCostText,
  summaryPreview,
  transcriptPreview,
} from './recordings-view';

const FILTER_KEYS: FilterKey[] = ['all', ...RECORDING_FILTERS];

function columns(
  zone: string,
  open: (id: number) => void,
  played: (id: number) => void,
): ServerPagedColumn<CallRecording>[] {
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
            <TransferTag recording={r} />
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
    { title: C.cost, key: 'cost', align: 'right', render: (_, r) => recordingCostText(r) },
    {
      title: C.date,
      key: 'date',
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>{dateTimeWithZoneText(r.created_at, zone)}</span>
      ),
    },
  ];
}

export default function CallRecordingsPage() {
  const zone = useBusinessZone();
  const paging = useServerPaging({ pageSize: PAGE_SIZE, filters: { filter: 'all' as FilterKey } });
  const { filter } = paging.filters;
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useRecordings(filter, paging.window);
  const recordPlay = useRecordPlay();
  const exportLink = useExportLink();

  const exportCsv = () =>
    exportLink.mutate(
      { query: filter === 'all' ? {} : { status: filter } },
      { onSuccess: ({ url }) => window.location.assign(url) },
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
      <ServerPagedTable
        paging={paging}
        query={query}
        label={RECORDINGS_TEXT.title}
        rowKey="id"
        columns={columns(zone, setOpenId, (id) => recordPlay.mutate({ params: { id } }))}
        toolbar={
          <Radio.Group
            aria-label={RECORDINGS_TEXT.filters}
            optionType="button"
            buttonStyle="solid"
            value={filter}
            onChange={(event) => paging.filter({ filter: event.target.value as FilterKey })}
            options={FILTER_KEYS.map((key) => ({ value: key, label: RECORDING_FILTER_LABELS[key] }))}
          />
        }
        emptyText={
          <Flex vertical>
            <Typography.Text strong>{RECORDING_MESSAGES.emptyTitle}</Typography.Text>
            <Typography.Text type="secondary">{emptyText(filter)}</Typography.Text>
          </Flex>
        }
        errorTitle={RECORDING_MESSAGES.errorTitle}
        errorText={(error) => RECORDING_MESSAGES.loadFailedWith(errorMessageOf(error, ''))}
        retryLabel={RECORDINGS_TEXT.tryAgain}
        footer={(page) => (
          <Flex justify="space-between" wrap gap={8}>
            <span>{footerText(page.data.length, page.pagination.total)}</span>
            <span>{RECORDINGS_TEXT.filterLine(RECORDING_FILTER_LABELS[filter])}</span>
          </Flex>
        )}
      />
      <CallDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </PageFrame>
  );
}
