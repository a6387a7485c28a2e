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
import { useBusinessZone, useCan } from '@callops/shell';
import { PageFrame, type ServerPagedColumn, ServerPagedTable, useServerPaging } from '@callops/ui';
import { Button, Flex, Popconfirm, Radio, Tag, Typography, Upload } from 'antd';
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
): ServerPagedColumn<DoNotCallEntry>[] {
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
  const zone = useBusinessZone();
  const canChange = useCan()(endpoints.doNotCall.add);
  const paging = useServerPaging({ pageSize: PAGE_SIZE, filters: { view: 'active' as DoNotCallView } });
  const filters = { q: paging.search, view: paging.filters.view };
  const query = useDoNotCallList(filters, paging.window);
  const remove = useRemoveDoNotCall();
  const importCsv = useImportDoNotCall();
  const exportLink = useDoNotCallExportLink();
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
      <ServerPagedTable
        paging={paging}
        query={query}
        label={TEXT.title}
        rowKey="id"
        columns={columns(
          zone,
          canChange ? (entry) => remove.mutate({ params: { id: entry.id } }) : null,
          remove.isPending,
        )}
        searchLabel={TEXT.search}
        toolbar={
          <Radio.Group
            aria-label={TEXT.viewsLabel}
            optionType="button"
            value={paging.filters.view}
            onChange={(event) => paging.filter({ view: event.target.value as DoNotCallView })}
            options={DO_NOT_CALL_VIEWS.map((key) => ({ value: key, label: TEXT.views[key] }))}
          />
        }
        emptyText={emptyText(paging.search !== '')}
        errorTitle={DO_NOT_CALL_MESSAGES.loadFailed}
        footer={(page) => TEXT.showing(page.data.length, page.pagination.total)}
      />
    </PageFrame>
  );
}
