import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { endpoints } from '@callops/contracts';
import {
  DO_NOT_CALL_MESSAGES,
  DO_NOT_CALL_VIEWS,
  type DoNotCallEntry,
  type DoNotCallView,
} from '@callops/contracts/compliance';
import { DEFAULT_BUSINESS_TIMEZONE } from '@callops/contracts/core';
import { useAppInfo, useCan } from '@callops/shell';
import { EmptyState, ErrorState, LoadingState, PageFrame, ScrollRegion } from '@callops/ui';
import { Button, Flex, Input, Popconfirm, Radio, Table, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useDeferredValue, useState } from 'react';
import { AddNumberForm } from './AddNumberForm';
import {
  PAGE_SIZE,
  queryOf,
  useDoNotCallExportLink,
  useDoNotCallList,
  useImportDoNotCall,
  useRemoveDoNotCall,
} from './do-not-call-queries';
import { DO_NOT_CALL_TEXT as TEXT } from './do-not-call-text';
import { addedLabel, emptyText, removedLabel, sourceLabel } from './do-not-call-view';

function columns(
  zone: string,
  remove: ((entry: DoNotCallEntry) => void) | null,
  removing: boolean,
): ColumnsType<DoNotCallEntry> {
  const C = TEXT.columns;
  return [
    { title: C.phone, dataIndex: 'phone', key: 'phone', render: (phone: string) => <strong>{phone}</strong> },
    { title: C.reason, dataIndex: 'reason', key: 'reason', render: (reason: string | null) => reason ?? '—' },
    { title: C.source, key: 'source', render: (_, entry) => <Tag>{sourceLabel(entry.source)}</Tag> },
    { title: C.added, key: 'added', render: (_, entry) => addedLabel(entry, zone) },
    { title: C.removed, key: 'removed', render: (_, entry) => removedLabel(entry, zone) },
    ...(remove
      ? [
          {
            title: C.actions,
            key: 'actions',
            render: (_: unknown, entry: DoNotCallEntry) =>
              entry.removed_at ? null : (
                <Popconfirm
                  title={TEXT.confirmRemove(entry.phone)}
                  description={TEXT.confirmRemoveNote}
                  okText={TEXT.remove}
                  cancelText={TEXT.keep}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(entry)}
                >
                  <Button
                    size="small"
                    danger
                    disabled={removing}
                    aria-label={`${TEXT.remove} ${entry.phone}`}
                  >
                    {TEXT.remove}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];
}

/** The do-not-call list (beyond the spec): search, add, remove (kept in the history), CSV import and export. */
export default function DoNotCallPage() {
  const { businessTimezone } = useAppInfo();
  const zone = businessTimezone ?? DEFAULT_BUSINESS_TIMEZONE;
  const canChange = useCan()(endpoints.doNotCall.add);
  const [search, setSearch] = useState('');
  const [view, setView] = useState<DoNotCallView>('active');
  const [page, setPage] = useState(1);
  const filters = { q: useDeferredValue(search), view };
  const query = useDoNotCallList(filters, page);
  const remove = useRemoveDoNotCall();
  const importCsv = useImportDoNotCall();
  const exportLink = useDoNotCallExportLink();

  let body: React.ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError)
    body = (
      <ErrorState
        error={query.error}
        title={DO_NOT_CALL_MESSAGES.loadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.pagination.total === 0) body = <EmptyState text={emptyText(filters.q.trim() !== '')} />;
  else
    body = (
      <ScrollRegion label={TEXT.title}>
        <Table<DoNotCallEntry>
          rowKey="id"
          size="small"
          columns={columns(
            zone,
            canChange ? (entry) => remove.mutate({ params: { id: entry.id } }) : null,
            remove.isPending,
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
          footer={() => TEXT.showing(query.data.data.length, query.data.pagination.total)}
        />
      </ScrollRegion>
    );

  return (
    <PageFrame
      title={TEXT.title}
      readOnlyNotice={canChange ? undefined : TEXT.readOnly}
      extra={
        <Flex gap={8} wrap>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isPending}
          >
            {TEXT.refresh}
          </Button>
          {canChange && (
            <Upload
              accept=".csv,text/csv"
              showUploadList={false}
              beforeUpload={(file) => {
                void file.text().then((csv) => importCsv.mutate({ body: { csv } }));
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={importCsv.isPending} title={TEXT.importHint}>
                {TEXT.importCsv}
              </Button>
            </Upload>
          )}
          <Button
            icon={<DownloadOutlined />}
            loading={exportLink.isPending}
            onClick={() =>
              exportLink.mutate(
                { query: queryOf(filters) },
                { onSuccess: ({ url }) => window.location.assign(url) },
              )
            }
          >
            {TEXT.exportCsv}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{TEXT.intro}</Typography.Paragraph>
      {canChange && <AddNumberForm />}
      <Flex gap={12} wrap align="center">
        <Input.Search
          aria-label={TEXT.search}
          placeholder={TEXT.search}
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Radio.Group
          aria-label={TEXT.viewsLabel}
          optionType="button"
          value={view}
          onChange={(event) => {
            setView(event.target.value as DoNotCallView);
            setPage(1);
          }}
          options={DO_NOT_CALL_VIEWS.map((key) => ({ value: key, label: TEXT.views[key] }))}
        />
      </Flex>
      {body}
    </PageFrame>
  );
}
