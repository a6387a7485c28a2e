import type { CrmLead } from '@callops/contracts/hubspot';
import { LeadStatusBadge } from '@callops/ui';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { formatLeadDate } from '../../lead-dates';
import { CRM_LEADS_TEXT } from './crm-leads-text';

export interface CrmLeadCardProps {
  lead: CrmLead;
  canEdit: boolean;
  zone: string;
  onEdit: () => void;
  onChangeStatus: () => void;
  onDelete: () => void;
}

const EMPTY = '—';

export function CrmLeadCard({ lead, canEdit, zone, onEdit, onChangeStatus, onDelete }: CrmLeadCardProps) {
  const name = lead.name ?? CRM_LEADS_TEXT.unnamed;
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }} ellipsis={{ tooltip: name }}>
          {name}
        </Typography.Title>
      }
      extra={
        lead.hs_lead_status ? (
          <LeadStatusBadge status={lead.hs_lead_status} />
        ) : (
          <Typography.Text type="secondary">{CRM_LEADS_TEXT.noStatus}</Typography.Text>
        )
      }
      style={{ height: '100%' }}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'phone', label: CRM_LEADS_TEXT.phone, children: lead.phone ?? EMPTY },
          { key: 'email', label: CRM_LEADS_TEXT.email, children: lead.email ?? EMPTY },
          { key: 'city', label: CRM_LEADS_TEXT.city, children: lead.city ?? EMPTY },
          { key: 'service', label: CRM_LEADS_TEXT.service, children: lead.service ?? EMPTY },
          { key: 'created', label: CRM_LEADS_TEXT.created, children: formatLeadDate(lead.created_at, zone) },
        ]}
      />
      {canEdit && (
        <Flex gap={8} wrap style={{ marginTop: 12 }} role="group" aria-label={CRM_LEADS_TEXT.actionsOf(name)}>
          <Button size="small" onClick={onEdit}>
            {CRM_LEADS_TEXT.edit}
          </Button>
          <Button size="small" onClick={onChangeStatus}>
            {CRM_LEADS_TEXT.changeStatus}
          </Button>
          <Button size="small" danger onClick={onDelete}>
            {CRM_LEADS_TEXT.delete}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
