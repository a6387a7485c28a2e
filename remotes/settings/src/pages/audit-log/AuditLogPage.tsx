import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { endpoints } from '@callops/contracts';
import { AUDIT_LOG_MESSAGES, type AuditLogEntry } from '@callops/contracts/audit-log';
import { dateTimeWithZoneText } from '@callops/contracts/core';
import { useBusinessZone, useCan } from '@callops/shell';
import { PageFrame, QueryState, StickyTable } from '@callops/ui';
import { Alert, Button, Flex, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { type AuditLogPageFilters, auditQueryOf } from './audit-log-filters';
import { PAGE_SIZE, useAuditFacets, useAuditLog, useAuditLogExportLink } from './audit-log-queries';
import { AUDIT_LOG_TEXT as TEXT } from './audit-log-text';
import { auditValueText } from './audit-value';

function columns(zone: string): ColumnsType<AuditLogEntry> {
  const C = TEXT.columns;
  return [
    { title: C.when, key: 'when', render: (_, e) => dateTimeWithZoneText(e.created_at, zone) },
    { title: C.user, dataIndex: 'username', key: 'username' },
    { title: C.action, dataIndex: 'action', key: 'action' },
    { title: C.entity, dataIndex: 'entity', key: 'entity' },
    { title: C.key, dataIndex: 'entity_key', key: 'entity_key', render: (key: string | null) => key ?? '—' },
    {
      title: C.change,
      key: 'change',
      render: (_, e) => TEXT.change(auditValueText(e.old_value, zone), auditValueText(e.new_value, zone)),
    },
  ];
}

const options = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => ({ value, label: value }));

/** The audit log for admins: filtered by user, action, entity and days, a page at a time, exported as CSV. */
export default function AuditLogPage() {
  const allowed = useCan()(endpoints.auditLog.list);
  const zone = useBusinessZone();
  const [filters, setFilters] = useState<AuditLogPageFilters>({});
  const [page, setPage] = useState(1);
  const query = auditQueryOf(filters, zone);
  const log = useAuditLog(query, page);
  const facets = useAuditFacets();
  const exportLink = useAuditLogExportLink();
  const change = (next: Partial<AuditLogPageFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const choice = (key: 'username' | 'action' | 'entity', label: string, values?: readonly string[]) => (
    <Flex gap={4} align="center">
      <Typography.Text>{label}</Typography.Text>
      <Select
        aria-label={label}
        allowClear
        showSearch
        style={{ minWidth: 160 }}
        value={filters[key]}
        options={options(values)}
        onChange={(value: string | undefined) => change({ [key]: value })}
      />
    </Flex>
  );

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
        <Flex gap={8} wrap>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void log.refetch()}
            loading={log.isFetching && !log.isPending}
          >
            {TEXT.refresh}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exportLink.isPending}
            onClick={() =>
              exportLink.mutate({ query }, { onSuccess: ({ url }) => window.location.assign(url) })
            }
          >
            {TEXT.exportCsv}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{TEXT.intro}</Typography.Paragraph>
      <Flex gap={12} wrap align="center">
        {choice('username', TEXT.user, facets.data?.usernames)}
        {choice('action', TEXT.action, facets.data?.actions)}
        {choice('entity', TEXT.entity, facets.data?.entities)}
        <Flex gap={4} align="center" role="group" aria-label={TEXT.range}>
          <Typography.Text style={{ whiteSpace: 'nowrap' }}>{TEXT.range}</Typography.Text>
          <Input
            type="date"
            style={{ width: 160 }}
            aria-label={TEXT.from}
            value={filters.fromDay ?? ''}
            onChange={(event) => change({ fromDay: event.target.value || undefined })}
          />
          –
          <Input
            type="date"
            style={{ width: 160 }}
            aria-label={TEXT.to}
            value={filters.toDay ?? ''}
            onChange={(event) => change({ toDay: event.target.value || undefined })}
          />
        </Flex>
      </Flex>
      <QueryState
        query={log}
        errorTitle={AUDIT_LOG_MESSAGES.loadFailed}
        isEmpty={(result) => result.pagination.total === 0}
        emptyText={TEXT.empty}
      >
        {(result) => (
          <StickyTable<AuditLogEntry>
            label={TEXT.title}
            wide={false}
            rowKey="id"
            size="small"
            columns={columns(zone)}
            dataSource={result.data}
            loading={log.isFetching}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: result.pagination.total,
              showSizeChanger: false,
              onChange: setPage,
            }}
            footer={() => TEXT.showing(result.data.length, result.pagination.total)}
          />
        )}
      </QueryState>
    </PageFrame>
  );
}
