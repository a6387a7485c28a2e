import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { endpoints } from '@callops/contracts';
import { DANGER_MESSAGES, DANGER_TABLES, type DangerTable } from '@callops/contracts/danger';
import { useCan, useNotify } from '@callops/shell';
import { PageFrame, QueryState } from '@callops/ui';
import { Alert, Button, Card, Checkbox, Col, Flex, Result, Row, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { DangerButton } from './DangerButton';
import {
  type Confirmations,
  confirmationsAfterDelete,
  deleteRefusal,
  NO_CONFIRMATIONS,
  totalRecords,
} from './danger-zone-rules';
import { DANGER_ZONE_TEXT as T } from './danger-zone-text';
import { useDangerStatus, useDeleteAllData, useDeleteTable } from './use-danger-zone';

const cardTitle = (text: string) => (
  <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
    {text}
  </Typography.Title>
);

export default function DangerZonePage() {
  const can = useCan();
  return (
    <PageFrame title={T.title}>
      {/* A standing warning, not news: a note, so screen readers do not announce it on every visit. */}
      <Alert type="error" showIcon role="note" title={T.bannerTitle} description={T.bannerText} />
      {can(endpoints.danger.status) ? <DangerZone /> : <Result status="warning" title={T.adminOnly} />}
    </PageFrame>
  );
}

function DangerZone() {
  const notify = useNotify();
  const status = useDangerStatus();
  const deleteAll = useDeleteAllData();
  const deleteTable = useDeleteTable();
  const [confirmations, setConfirmations] = useState<Confirmations>(NO_CONFIRMATIONS);
  const [cancelledJobs, setCancelledJobs] = useState(0);
  const busy = deleteAll.isPending || deleteTable.isPending;
  const confirm = (target: keyof Confirmations, checked: boolean) =>
    setConfirmations((current) => ({ ...current, [target]: checked }));

  const runDelete = async (target: DangerTable | 'all') => {
    const refusal = deleteRefusal(confirmations, target);
    if (refusal) {
      notify.error(refusal);
      return;
    }
    if (busy) return;
    try {
      const result =
        target === 'all'
          ? await deleteAll.mutateAsync(undefined)
          : await deleteTable.mutateAsync({ params: { table: target } });
      setCancelledJobs(result.cancelled_jobs);
      setConfirmations((current) => confirmationsAfterDelete(current, target));
    } catch {
      // The failure toast said why; the boxes stay ticked for another try.
    }
  };

  return (
    <>
      <Card
        title={cardTitle(T.statusTitle)}
        extra={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={status.isFetching}
            onClick={() => void status.refetch()}
          >
            {T.refreshStatus}
          </Button>
        }
      >
        <QueryState query={status} errorTitle={DANGER_MESSAGES.statusFailed}>
          {({ table_counts: counts }) => (
            <Row gutter={[16, 16]} role="list" aria-label={T.statusTitle}>
              {DANGER_TABLES.map((table) => (
                <Col key={table} xs={12} md={6} xl={4} role="listitem">
                  <Statistic title={T.tableLabels[table]} value={counts[table]} />
                </Col>
              ))}
              <Col xs={12} md={6} xl={4} role="listitem">
                <Statistic title={T.totalRecords} value={totalRecords(counts)} />
              </Col>
            </Row>
          )}
        </QueryState>
        {cancelledJobs > 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {T.lastDeletion}: {T.cancelledJobs(cancelledJobs)}
          </Typography.Paragraph>
        )}
      </Card>

      <Card title={cardTitle(T.deleteAllTitle)}>
        <Flex vertical gap={12} align="flex-start">
          <Checkbox checked={confirmations.all} onChange={(event) => confirm('all', event.target.checked)}>
            {T.deleteAllConfirm}
          </Checkbox>
          <DangerButton
            label={T.deleteAll}
            confirmed={confirmations.all}
            busy={deleteAll.isPending}
            onClick={() => void runDelete('all')}
          />
        </Flex>
      </Card>

      <Card title={cardTitle(T.tablesTitle)}>
        <Row gutter={[16, 16]}>
          {DANGER_TABLES.map((table) => (
            <Col key={table} xs={24} md={12} xxl={6}>
              <Card type="inner" title={T.tableLabels[table]}>
                <Flex vertical gap={12} align="flex-start">
                  {status.data && (
                    <Typography.Text type="secondary">
                      {T.records(status.data.table_counts[table])}
                    </Typography.Text>
                  )}
                  <Checkbox
                    checked={confirmations[table]}
                    onChange={(event) => confirm(table, event.target.checked)}
                  >
                    {T.tableConfirm(table)}
                  </Checkbox>
                  <DangerButton
                    label={T.deleteTable(table)}
                    confirmed={confirmations[table]}
                    busy={deleteTable.isPending && deleteTable.variables?.params.table === table}
                    onClick={() => void runDelete(table)}
                  />
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
