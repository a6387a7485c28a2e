import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { endpoints } from '@callops/contracts';
import type { CrmLead, CrmLeadFilter } from '@callops/contracts/hubspot';
import { LEAD_MESSAGES } from '@callops/contracts/leads';
import { useBusinessZone, useCan } from '@callops/shell';
import { PageFrame, QueryState } from '@callops/ui';
import { Button, Col, Flex, Modal, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { StatusChangeModal } from '../../lead-status-edit/StatusChangeModal';
import { CrmLeadCard } from './CrmLeadCard';
import { CrmLeadFormModal } from './CrmLeadFormModal';
import { DEFAULT_FILTER, FILTER_OPTIONS } from './crm-lead-rules';
import { CRM_LEADS_TEXT } from './crm-leads-text';
import { useCrmLeads, useDeleteCrmLead, useSetCrmLeadStatus } from './use-crm-leads';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; lead: CrmLead }
  | { kind: 'status'; lead: CrmLead }
  | { kind: 'delete'; lead: CrmLead };

const nameOf = (lead: CrmLead) => lead.name ?? CRM_LEADS_TEXT.unnamed;

export default function CrmLeadsPage() {
  const [filter, setFilter] = useState<CrmLeadFilter>(DEFAULT_FILTER);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const leads = useCrmLeads(filter);
  const setStatus = useSetCrmLeadStatus();
  const remove = useDeleteCrmLead();
  const canEdit = useCan()(endpoints.hubspot.updateCompany);
  const businessTimezone = useBusinessZone();
  const close = () => setDialog(null);

  return (
    <PageFrame
      title={CRM_LEADS_TEXT.title}
      extra={
        <Flex gap={8} wrap>
          <Select
            aria-label={CRM_LEADS_TEXT.filter}
            value={filter}
            options={FILTER_OPTIONS}
            onChange={setFilter}
            style={{ minWidth: 200 }}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void leads.refetch()} loading={leads.isFetching}>
            {CRM_LEADS_TEXT.refresh}
          </Button>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
              {CRM_LEADS_TEXT.createLead}
            </Button>
          )}
        </Flex>
      }
    >
      <QueryState
        query={leads}
        errorTitle={CRM_LEADS_TEXT.loadFailed}
        isEmpty={(data) => data.leads.length === 0}
        emptyText={CRM_LEADS_TEXT.empty}
      >
        {(data) => (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              {LEAD_MESSAGES.showing(data.fetched_count, data.total_count, 'leads')}
            </Typography.Text>
            <Row gutter={[16, 16]}>
              {data.leads.map((lead) => (
                <Col key={lead.hubspot_id} xs={24} md={12} lg={8} xxl={6}>
                  <CrmLeadCard
                    lead={lead}
                    canEdit={canEdit}
                    zone={businessTimezone}
                    onEdit={() => setDialog({ kind: 'edit', lead })}
                    onChangeStatus={() => setDialog({ kind: 'status', lead })}
                    onDelete={() => setDialog({ kind: 'delete', lead })}
                  />
                </Col>
              ))}
            </Row>
          </Flex>
        )}
      </QueryState>

      {dialog?.kind === 'create' && <CrmLeadFormModal onClose={close} />}
      {dialog?.kind === 'edit' && <CrmLeadFormModal lead={dialog.lead} onClose={close} />}
      {dialog?.kind === 'status' && (
        <StatusChangeModal
          name="crm-lead-status"
          lead={{ name: nameOf(dialog.lead), status: dialog.lead.hs_lead_status, email: dialog.lead.email }}
          onChange={({ status, lead_name, lead_email }) =>
            setStatus.mutateAsync({
              params: { id: dialog.lead.hubspot_id },
              body: { status, lead_name, lead_email },
            })
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <Modal
          open
          title={CRM_LEADS_TEXT.deleteTitle}
          okText={CRM_LEADS_TEXT.delete}
          okButtonProps={{ danger: true }}
          cancelText={CRM_LEADS_TEXT.cancel}
          confirmLoading={remove.isPending}
          onOk={() => remove.mutate({ params: { id: dialog.lead.hubspot_id } }, { onSuccess: close })}
          onCancel={close}
        >
          {CRM_LEADS_TEXT.deleteQuestion(nameOf(dialog.lead))}
        </Modal>
      )}
    </PageFrame>
  );
}
